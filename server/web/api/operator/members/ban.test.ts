import crypto from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, GOOD_PASSWORD } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { signedInOperator } from '#tests/support/operators';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { texts } from '#tests/support/texts';
import { auditLog, profiles, sessions, users } from '#server/platform/db/schema';
import { hashToken, newToken } from '#server/core/domain/accounts/tokens';

const EN = 'flirtlocal.localhost';
const english = texts('en');

/** The member side of a ban (decision 0102): logged out, refused at login, invisible, and all back after an unban. */
describe.each(BACKENDS)('a ban as the member and others see it on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const liveSessions = async (memberId: number) =>
    (
      await t.database.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, memberId), gt(sessions.expiresAt, t.now())))
    ).length;
  const profileStatus = async (memberId: number) => (await t.database.db.select().from(profiles).where(eq(profiles.userId, memberId)))[0]?.status;
  const searchIds = async (cookie: string) =>
    ((await api(t.app, EN, cookie).get('/api/members.php').expect(200)).body.results as { id: number }[]).map((card) => card.id);

  it('ends the sessions, refuses the login with the ban message, hides the profile; an unban brings it all back', async () => {
    const db = t.database.db;
    const viewer = await createMember(t.app, db, EN, { gender: 'male', sexuality: 'hetero' });
    const target = await createMember(t.app, db, EN, { gender: 'female', sexuality: 'hetero' });
    const manager = await signedInOperator(t, 'manager', ['flirtlocal']);
    await api(t.app, EN, viewer.cookie).get(`/api/member.php?id=${target.id}`).expect(200);
    expect(await searchIds(viewer.cookie)).toContain(target.id);
    expect(await liveSessions(target.id)).toBe(1);

    const before = t.now().getTime();
    const banned = await manager.api.post('/api/operator/member-ban.php', { id: target.id, reason: 'Asked members for money' }).expect(200);
    expect(Date.parse(banned.body.banned_at)).toBeGreaterThanOrEqual(before);
    expect(await liveSessions(target.id)).toBe(0);
    expect(await profileStatus(target.id)).toBe('disabled');

    // The browser that was logged in is told why, on every call that needs the member and on user.php.
    const bannedAnswer = { error: 'banned', message: english('accounts.banned') };
    expect((await api(t.app, EN, target.cookie).get('/api/user.php').expect(403)).body).toEqual(bannedAnswer);
    expect((await api(t.app, EN, target.cookie).get('/api/chats.php').expect(403)).body).toEqual(bannedAnswer);
    await api(t.app, EN, target.cookie).post('/api/chat.php', { profile_id: viewer.id, text: 'Still here?', client_id: crypto.randomUUID() }).expect(403);
    // A page load goes to the ban page, which says what happened; the site's other pages stay open.
    const page = (path: string) => request(t.app).get(path).set('Host', EN).set('Cookie', target.cookie);
    expect((await page('/chats')).headers.location).toBe('/pages/ban');
    const banPage = await page('/pages/ban').expect(200);
    expect(banPage.text).toContain('data-testid="ban-notice"');
    await page('/pages/terms').expect(200);
    expect((await request(t.app).get('/pages/ban').set('Host', EN).expect(200)).text).not.toContain('data-testid="ban-notice"');

    // The right password gets the ban message; a wrong one the usual refusal (a ban tells a guesser nothing).
    const login = (password: string) => api(t.app, EN).post('/api/user.php', { email: target.body.email, password });
    expect((await login(GOOD_PASSWORD).expect(403)).body).toEqual(bannedAnswer);
    expect((await login('not-the-password-1').expect(401)).body.error).toBe('login_failed');
    expect(await liveSessions(target.id)).toBe(0);

    // Nobody sees, likes or writes to the banned profile.
    await api(t.app, EN, viewer.cookie).get(`/api/member.php?id=${target.id}`).expect(404);
    expect(await searchIds(viewer.cookie)).not.toContain(target.id);
    await api(t.app, EN, viewer.cookie).post('/api/like.php', { id: target.id }).expect(404);
    await api(t.app, EN, viewer.cookie).post('/api/chat.php', { profile_id: target.id, text: 'Hello there', client_id: crypto.randomUUID() }).expect(404);
    await manager.api.post('/api/operator/member-ban.php', { id: target.id, reason: 'Again' }).expect(409);

    await manager.api.post('/api/operator/member-unban.php', { id: target.id }).expect(200);
    await manager.api.post('/api/operator/member-unban.php', { id: target.id }).expect(409);
    // The old cookie is a visitor's now; the member signs in again and is seen again.
    expect((await api(t.app, EN, target.cookie).get('/api/user.php').expect(200)).body.user).toBeNull();
    expect((await login(GOOD_PASSWORD).expect(200)).body.user.id).toBe(target.id);
    expect(await profileStatus(target.id)).toBe('active');
    await api(t.app, EN, viewer.cookie).get(`/api/member.php?id=${target.id}`).expect(200);
    expect(await searchIds(viewer.cookie)).toContain(target.id);

    const actions = await db.select().from(auditLog).where(eq(auditLog.memberId, target.id)).orderBy(auditLog.id);
    expect(actions.map((row) => [row.action, row.operatorId, row.tenantId])).toEqual([
      ['member_ban', manager.id, 'flirtlocal'],
      ['member_unban', manager.id, 'flirtlocal'],
    ]);
    expect(actions[0]?.detail).toEqual({ reason: 'Asked members for money' });
  });

  it('restores exactly what the account fields say: an invisible or unconfirmed member stays hidden after the unban', async () => {
    const db = t.database.db;
    const owner = await signedInOperator(t, 'owner');
    const invisible = await createMember(t.app, db, EN);
    await api(t.app, EN, invisible.cookie).put('/api/user.php', { invisible: true }).expect(200);
    const unconfirmed = (await createMember(t.app, db, EN)).id;
    await db.update(users).set({ status: 'not_confirmed' }).where(eq(users.id, unconfirmed));
    await db.update(profiles).set({ status: 'disabled' }).where(eq(profiles.userId, unconfirmed));
    for (const id of [invisible.id, unconfirmed]) {
      await owner.api.post('/api/operator/member-ban.php', { id, reason: 'Spam' }).expect(200);
      await owner.api.post('/api/operator/member-unban.php', { id }).expect(200);
      expect(await profileStatus(id)).toBe('disabled');
    }
    // A session made while banned (a password-reset or one-tap link logs in) opens nothing either.
    const member = await createMember(t.app, db, EN);
    await owner.api.post('/api/operator/member-ban.php', { id: member.id, reason: 'Spam' }).expect(200);
    const token = newToken();
    await db
      .insert(sessions)
      .values({ tokenHash: hashToken(token), userId: member.id, tenantId: 'flirtlocal', expiresAt: new Date(t.now().getTime() + 60_000) });
    expect((await api(t.app, EN, `sid=${token}`).get('/api/user.php').expect(403)).body.error).toBe('banned');
  });
});
