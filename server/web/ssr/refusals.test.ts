import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { texts } from '#tests/support/texts';
import { payments } from '#server/platform/db/schema';

const NL = 'regenboog-date.localhost';
const DE = 'herzklopfen.localhost';
const dutch = texts('nl');
const german = texts('de');
const UNKNOWN = 999_999;

/** The visible document as a reader sees it: no serialized state, entities decoded. */
function visible(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');
}

/**
 * Every page with an id answers an id the viewer may not see with its 404 or 403 page, never a
 * 500: unknown, another member's, another site's, zero-padded, and a member who blocked the viewer.
 */
describe.each(BACKENDS)('pages refuse ids with 404/403 on $name', (backend) => {
  let t: TestApp;
  let viewer: Awaited<ReturnType<typeof createMember>>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(backend);
    const db = t.database.db;
    viewer = await createMember(t.app, db, NL, { gender: 'male' });
    const anna = await createMember(t.app, db, NL, { gender: 'female' });
    const bob = await createMember(t.app, db, NL, { gender: 'male' });
    const blocker = await createMember(t.app, db, NL, { gender: 'female' }, { name: 'Blokkie' });
    ids.anna = anna.id;
    ids.blocker = blocker.id;
    ids.german = (await createMember(t.app, db, DE, { gender: 'male' })).id;
    await api(t.app, NL, blocker.cookie).post('/api/block.php', { id: viewer.id }).expect(200);
    const send = (cookie: string, to: number) =>
      api(t.app, NL, cookie).post('/api/chat.php', { profile_id: to, text: 'Hallo daar!', client_id: crypto.randomUUID() }).expect(200);
    ids.ownChat = (await send(viewer.cookie, anna.id)).body.message.conversation_id;
    ids.foreignChat = (await send(bob.cookie, anna.id)).body.message.conversation_id;
    const payment = {
      tenantId: 'regenboog-date',
      packageId: 'starter',
      credits: 100,
      amount: 1995,
      listAmount: 1995,
      currency: 'EUR',
      method: 'ideal',
      provider: 'sandbox',
      sequence: 'oneoff' as const,
      refundDays: 14,
    };
    const [own, foreign] = await db
      .insert(payments)
      .values([
        { ...payment, userId: viewer.id },
        { ...payment, userId: anna.id },
      ])
      .returning({ id: payments.id });
    ids.ownPayment = own?.id ?? 0;
    ids.foreignPayment = foreign?.id ?? 0;
  });
  afterAll(() => t.close());

  const page = (path: string, cookie: string | undefined = viewer.cookie, host = NL) => {
    const test = request(t.app).get(path).set('Host', host);
    return cookie ? test.set('Cookie', cookie) : test;
  };
  const expectNotFound = async (path: string, cookie?: string) => {
    const res = await page(path, cookie);
    expect(res.status, path).toBe(404);
    expect(visible(res.text), path).toContain(dutch('errors.not_found'));
  };

  it('member profiles: unknown, other site’s, zero-padded and malformed ids are the 404 page', async () => {
    await page(`/members/${ids.anna}`).expect(200);
    for (const id of [UNKNOWN, ids.german, `0${ids.anna}`, `00${ids.anna}`, 0, -1, 'abc', '1e3']) await expectNotFound(`/members/${id}`);
    // Visitors too (this site lets them browse).
    await page(`/members/${ids.anna}`, '').expect(200);
    await expectNotFound(`/members/${ids.german}`, '');
  });

  it('a member who blocked the viewer: 403 with "You’re blocked by {name}"', async () => {
    const res = await page(`/members/${ids.blocker}`).expect(403);
    expect(visible(res.text)).toContain(dutch('members.blocked_by', { name: 'Blokkie' }));
    expect(visible(res.text)).not.toContain(dutch('errors.not_found'));
  });

  it('chat with a member: unknown and zero-padded ids are 404, a blocker is 403 with the reason', async () => {
    for (const id of [UNKNOWN, ids.german, `0${ids.anna}`]) await expectNotFound(`/members/${id}/chat`);
    const blocked = await page(`/members/${ids.blocker}/chat`).expect(403);
    expect(visible(blocked.text)).toContain(dutch('members.blocked_by', { name: 'Blokkie' }));
    // The chat layout has no menu: the refusal page itself leads home.
    expect(visible(blocked.text)).toContain(dutch('errors.back_home'));
  });

  it('conversations: another member’s, unknown and zero-padded ids are 404', async () => {
    await page(`/chats/${ids.ownChat}`).expect(200);
    for (const id of [ids.foreignChat, UNKNOWN, `0${ids.ownChat}`, 'abc']) await expectNotFound(`/chats/${id}`);
  });

  it('receipts: another member’s, unknown and zero-padded ids are 404', async () => {
    const own = await page(`/transactions/${ids.ownPayment}`).expect(200);
    expect(visible(own.text)).not.toContain(dutch('errors.not_found'));
    for (const id of [ids.foreignPayment, UNKNOWN, `0${ids.ownPayment}`, 0]) await expectNotFound(`/transactions/${id}`);
  });

  it('credit packages: an unknown package is 404', async () => {
    await page('/credits/starter').expect(200);
    for (const id of ['platinum', 'STARTER', '0']) await expectNotFound(`/credits/${id}`);
  });

  it('matches: a malformed id is 404', async () => {
    for (const id of [`0${ids.anna}`, 'abc']) await expectNotFound(`/likes/m/${id}`);
  });

  it('a site that hides its search from visitors hides profiles too: the page asks to log in, the API refuses in the site’s language', async () => {
    const pageRes = await page(`/members/${ids.german}`, '', DE).expect(302);
    expect(pageRes.headers.location).toBe(`/login?redirect=${encodeURIComponent(`/members/${ids.german}`)}`);
    const refused = await api(t.app, DE).get(`/api/member.php?id=${ids.german}`).expect(403);
    expect(refused.body).toEqual({ error: 'authentication_required', message: german('accounts.authentication_required') });
    const search = await api(t.app, DE).get('/api/members.php').expect(403);
    expect(search.body).toEqual(refused.body);
    // Members of that site still see each other.
    const member = await createMember(t.app, t.database.db, DE, { gender: 'female' });
    await api(t.app, DE, member.cookie).get(`/api/member.php?id=${ids.german}`).expect(200);
    await page(`/members/${ids.german}`, member.cookie, DE).expect(200);
  });
});
