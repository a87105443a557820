import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/platform/db/schema';
import { NOTIFICATION_TYPES } from '#server/contract/profile-fields';
import { api, GOOD_PASSWORD, signUp } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { sentLinkTo } from '#tests/support/mail';
import { createMember } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const EN = 'flirtlocal.localhost';

describe.each(BACKENDS)('notification settings on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const settings = async (cookie: string) => (await api(t.app, EN, cookie).get('/api/notifications.php').expect(200)).body;
  const stateOf = (body: { notifications: { type: string }[] }, type: string) => body.notifications.find((entry) => entry.type === type);

  it('starts a new member with every type on but promotions, weekly updates and news, which wait for an opt-in', async () => {
    const { cookie, body } = await signUp(t.app, EN);
    const answer = await settings(cookie);
    expect(answer.notifications.map((entry: { type: string }) => entry.type)).toEqual([...NOTIFICATION_TYPES]);
    expect(answer.notifications.filter((entry: { enabled: boolean }) => !entry.enabled)).toEqual([
      { type: 'promotions', enabled: false, reason: 'member', push: null },
      { type: 'weekly_updates', enabled: false, reason: 'member', push: null },
      { type: 'news', enabled: false, reason: 'member', push: null },
    ]);
    expect(stateOf(answer, 'like')).toEqual({ type: 'like', enabled: true, reason: null, push: true });
    expect(answer.email).toEqual({ address: body.email, disabled: null, since: null });
    expect(answer.push).toEqual({ devices: 0 });
  });

  it('keeps the weekly update of a member who joined while it started on', async () => {
    const member = await createMember(t.app, t.database.db, EN);
    // What an account made before weekly updates became opt-in holds: only promotions and news off.
    await t.database.db
      .update(users)
      .set({ notificationsDisabled: ['promotions', 'news'] })
      .where(eq(users.id, member.id));
    expect(stateOf(await settings(member.cookie), 'weekly_updates')).toMatchObject({ enabled: true, reason: null });
  });

  it('saves e-mail and push choices and answers like the GET; sign-up step 4 opts in by leaving them out', async () => {
    const member = await createMember(t.app, t.database.db, EN);
    const saved = (
      await api(t.app, EN, member.cookie)
        .put('/api/notifications.php', { disabled: ['like', 'weekly_updates'], push_disabled: ['new_messages'] })
        .expect(200)
    ).body;
    expect(saved).toEqual(await settings(member.cookie));
    expect(stateOf(saved, 'like')).toEqual({ type: 'like', enabled: false, reason: 'member', push: true });
    expect(stateOf(saved, 'new_messages')).toEqual({ type: 'new_messages', enabled: true, reason: null, push: false });
    expect(stateOf(saved, 'promotions')).toMatchObject({ enabled: true, reason: null });
    // Without push_disabled the push choices stay as they are.
    const again = (await api(t.app, EN, member.cookie).put('/api/notifications.php', { disabled: [] }).expect(200)).body;
    expect(stateOf(again, 'new_messages')).toMatchObject({ enabled: true, push: false });
  });

  it('tells a type unsubscribed by link apart, keeps it while listed, and clears it when turned on', async () => {
    const member = await createMember(t.app, t.database.db, EN);
    await t.database.db
      .update(users)
      .set({ emailUnsubscribed: ['like'], notificationsDisabled: [] })
      .where(eq(users.id, member.id));
    expect(stateOf(await settings(member.cookie), 'like')).toMatchObject({ enabled: false, reason: 'unsubscribe' });
    const kept = (
      await api(t.app, EN, member.cookie)
        .put('/api/notifications.php', { disabled: ['like', 'news'] })
        .expect(200)
    ).body;
    expect(stateOf(kept, 'like')).toMatchObject({ enabled: false, reason: 'unsubscribe' });
    expect(stateOf(kept, 'news')).toMatchObject({ enabled: false, reason: 'member' });
    const on = (await api(t.app, EN, member.cookie).put('/api/notifications.php', { disabled: [] }).expect(200)).body;
    expect(stateOf(on, 'like')).toMatchObject({ enabled: true, reason: null });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.emailUnsubscribed).toEqual([]);
  });

  it('shows an address stopped by bounces or a spam report on every type the member left on, until resume_email', async () => {
    const member = await createMember(t.app, t.database.db, EN);
    const since = new Date('2026-01-02T03:04:05.000Z');
    await t.database.db.update(users).set({ emailDisabled: 'fbl', emailDisabledAt: since }).where(eq(users.id, member.id));
    const stopped = await settings(member.cookie);
    expect(stopped.email).toMatchObject({ disabled: 'fbl', since: since.toISOString() });
    expect(stateOf(stopped, 'new_messages')).toMatchObject({ enabled: false, reason: 'fbl' });
    // The member's own choice outranks the stop: it outlives a resumed address.
    expect(stateOf(stopped, 'promotions')).toMatchObject({ enabled: false, reason: 'member' });
    const resumed = (
      await api(t.app, EN, member.cookie)
        .put('/api/notifications.php', { disabled: ['promotions', 'news'], resume_email: true })
        .expect(200)
    ).body;
    expect(resumed.email).toMatchObject({ disabled: null, since: null });
    expect(stateOf(resumed, 'new_messages')).toMatchObject({ enabled: true, reason: null });
  });

  it('starts a confirmed new address clean of the old one’s bounces', async () => {
    const member = await createMember(t.app, t.database.db, EN);
    await t.database.db.update(users).set({ emailDisabled: 'bounce', emailDisabledAt: t.now() }).where(eq(users.id, member.id));
    const next = `new.${member.body.email}`;
    await api(t.app, EN, member.cookie).post('/api/mail-change.php', { email: next, password: GOOD_PASSWORD }).expect(200);
    expect((await settings(member.cookie)).email).toMatchObject({ address: member.body.email, disabled: 'bounce' });
    const token = new URL(await sentLinkTo(t, next, '/mail-change/do'), 'http://x').searchParams.get('token');
    await api(t.app, EN).put('/api/mail-change.php', { token }).expect(200);
    expect((await settings(member.cookie)).email).toEqual({ address: next, disabled: null, since: null });
  });

  it('refuses visitors, unknown types and fields, with translated answers', async () => {
    await request(t.app).get('/api/notifications.php').set('Host', EN).expect(403);
    const member = await createMember(t.app, t.database.db, EN);
    for (const body of [
      { disabled: ['spam'] },
      { disabled: [], push_disabled: ['weekly_updates'] },
      { disabled: [], resume_email: false },
      { disabled: [], extra: 1 },
      {},
    ]) {
      const res = await api(t.app, EN, member.cookie).put('/api/notifications.php', body).expect(400);
      expect(res.body).toMatchObject({ error: 'invalid_request', message: 'Please check your input and try again.' });
    }
  });
});
