import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountTokens } from '#server/platform/db/schema';
import { issueOneTapLink } from '#server/core/domain/accounts/one-tap';
import { hashToken, pruneExpiredTokens } from '#server/core/domain/accounts/tokens';
import { api, GOOD_PASSWORD, sessionCookie } from '#tests/support/accounts';
import { BACKENDS, type Backend } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const EN = 'flirtlocal.localhost';
const DE = 'herzklopfen.localhost';
const HOUR_MS = 60 * 60 * 1000;

describe.each(BACKENDS)('one-tap links on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  /** A link as a notification mail carries it, reduced to the path the browser requests. */
  const linkFor = async (member: { id: number }, path: string, tenant = 'flirtlocal') => {
    const url = await issueOneTapLink(t.database.db, { user: { id: member.id, tenantId: tenant }, origin: 'http://mail.example', path, now: t.now() });
    return url.slice('http://mail.example'.length);
  };
  const tap = (path: string, host = EN, cookie?: string) => {
    const test = request(t.app).get(path).set('Host', host);
    return cookie ? test.set('Cookie', cookie) : test;
  };

  it('logs the member in once and opens the target; the second tap asks for the login', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const ben = await createMember(t.app, t.database.db, EN);
    const link = await linkFor(anna, `/members/${ben.id}/chat`);
    expect(link).toMatch(/^\/[A-Za-z0-9_-]{43}\?to=%2Fmembers%2F\d+%2Fchat$/);

    const first = await tap(link).expect(303);
    expect(first.headers.location).toBe(`/members/${ben.id}/chat`);
    expect(first.headers['cache-control']).toBe('no-store');
    const cookie = sessionCookie(first);
    expect((await api(t.app, EN, cookie).get('/api/user.php').expect(200)).body.user.id).toBe(anna.id);

    // Another browser (or whoever found the mail) gets the login page with a notice, never an error.
    const second = await tap(link).expect(303);
    expect(second.headers.location).toBe(`/login?link=expired&redirect=${encodeURIComponent(`/members/${ben.id}/chat`)}`);
    expect(second.headers['set-cookie']).toBeUndefined();
    // The member it logged in taps the button again: she simply goes on.
    expect((await tap(link, EN, cookie).expect(303)).headers.location).toBe(`/members/${ben.id}/chat`);
  });

  it('logs in once under two parallel taps', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const link = await linkFor(anna, '/likes');
    const answers = await Promise.all([tap(link), tap(link), tap(link)]);
    const loggedIn = answers.filter((answer) => answer.headers.location === '/likes');
    expect(loggedIn).toHaveLength(1);
    expect(answers.filter((answer) => answer.headers.location?.startsWith('/login?link=expired'))).toHaveLength(2);
  });

  it('does not work on another site, after 72 hours, or for an account being deleted', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const foreign = await linkFor(anna, '/chats');
    expect((await tap(foreign, DE).expect(303)).headers.location).toBe('/login?link=expired&redirect=%2Fchats');
    // Refused on the wrong site, it still works on its own.
    expect((await tap(foreign).expect(303)).headers.location).toBe('/chats');

    const late = await linkFor(anna, '/chats');
    t.clock.offsetMs += 72 * HOUR_MS + 60_000;
    try {
      expect((await tap(late).expect(303)).headers.location).toBe('/login?link=expired&redirect=%2Fchats');
    } finally {
      t.clock.offsetMs -= 72 * HOUR_MS + 60_000;
    }

    const leaving = await createMember(t.app, t.database.db, EN);
    const link = await linkFor(leaving, '/chats');
    await api(t.app, EN, leaving.cookie).delete('/api/user.php', { reason: 'other', password: GOOD_PASSWORD }).expect(200);
    expect((await tap(link).expect(303)).headers.location).toBe('/login?link=expired&redirect=%2Fchats');
  });

  it('deletes links a month after they expired, and no sooner', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const old = await linkFor(anna, '/chats');
    const hashOf = (path: string) => hashToken(path.slice(1).split('?')[0] as string);
    const stored = async () =>
      (await t.database.db.select({ hash: accountTokens.tokenHash }).from(accountTokens).where(eq(accountTokens.userId, anna.id))).map((row) => row.hash);
    await pruneExpiredTokens(t.database.db, new Date(t.now().getTime() + 72 * HOUR_MS + 29 * 24 * HOUR_MS));
    expect(await stored()).toContain(hashOf(old));
    t.clock.offsetMs += 72 * HOUR_MS + 31 * 24 * HOUR_MS;
    try {
      const fresh = await linkFor(anna, '/likes');
      await pruneExpiredTokens(t.database.db, t.now());
      expect(await stored()).toEqual([hashOf(fresh)]);
    } finally {
      t.clock.offsetMs -= 72 * HOUR_MS + 31 * 24 * HOUR_MS;
    }
  });

  it('leads only to the pages mails point at', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const link = await linkFor(anna, '/chats');
    const token = link.slice(1, 44);
    expect((await tap(`/${token}?to=${encodeURIComponent('https://evil.example/')}`).expect(303)).headers.location).toBe('/members');
    await expect(
      issueOneTapLink(t.database.db, { user: { id: anna.id, tenantId: 'flirtlocal' }, origin: '', path: '//evil.example', now: t.now() }),
    ).rejects.toThrow();
    // A single segment of another length is a page as before.
    await tap('/abcdef').expect(404);
  });

  it('cannot take over the account: password, e-mail and deletion still need the password', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const cookie = sessionCookie(await tap(await linkFor(anna, '/chats')).expect(303));
    const member = api(t.app, EN, cookie);
    await member.put('/api/user.php', { old_password: 'guessed-wrong-1', password: 'New-Harbour-9911', password_repeat: 'New-Harbour-9911' }).expect(400);
    await member.put('/api/user.php', { password: 'New-Harbour-9911', password_repeat: 'New-Harbour-9911' }).expect(400);
    await member.post('/api/mail-change.php', { email: 'thief@example.org', password: '' }).expect(400);
    await member.delete('/api/user.php', { reason: 'other', password: '' }).expect(400);
    // The owner's password still works; the session from the link keeps reading the member's pages.
    await api(t.app, EN).post('/api/user.php', { email: anna.body.email, password: GOOD_PASSWORD }).expect(200);
    await member.get('/api/chats.php').expect(200);
  });
});

describe('one-tap links under the guessing limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(BACKENDS[0] as Backend, { limits: { tokenMissesPerIp: { points: 3 } } });
  });
  afterAll(() => t.close());

  it('answers the login page without a lookup once an address guessed too often', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const url = await issueOneTapLink(t.database.db, { user: { id: anna.id, tenantId: 'flirtlocal' }, origin: '', path: '/likes', now: t.now() });
    for (let guess = 0; guess < 3; guess += 1)
      await request(t.app)
        .get(`/${'A'.repeat(42)}${guess}`)
        .set('Host', EN)
        .expect(303);
    const refused = await request(t.app).get(url).set('Host', EN).expect(303);
    expect(refused.headers.location).toBe('/login?link=expired&redirect=%2Flikes');
  });
});
