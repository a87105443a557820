import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos, users } from '#server/platform/db/schema';
import { api, signUp } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const EN = 'flirtlocal.localhost';

/** docs/product.md#member-alerts: what the members area's alerts read comes with GET /api/user.php, which every page has. */
describe.each(BACKENDS)('the member alerts’ facts in user.php on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const me = async (cookie: string) => (await api(t.app, EN, cookie).get('/api/user.php').expect(200)).body.user;
  const addPhoto = (userId: number, status: 'pending' | 'active' | 'rejected') =>
    t.database.db
      .insert(photos)
      .values({ tenantId: 'flirtlocal', userId, filename: `${userId}-${status}.webp`, thumbFilename: `${userId}-${status}_thumb.webp`, status, isMain: true });

  it('names the parts a new profile lacks, and forgets each once it is filled in', async () => {
    const { cookie, user } = await signUp(t.app, EN);
    expect((await me(cookie)).profile_missing).toEqual(['photo', 'interests', 'about_me']);

    // A rejected photo is no photo; one waiting for a moderator is.
    await addPhoto(user.id, 'rejected');
    expect((await me(cookie)).profile_missing).toContain('photo');
    await addPhoto(user.id, 'pending');
    expect((await me(cookie)).profile_missing).toEqual(['interests', 'about_me']);

    await api(t.app, EN, cookie)
      .put('/api/profile.php', { about_me: 'Sunday markets and long walks.', interests: [1, 2] })
      .expect(200);
    expect((await me(cookie)).profile_missing).toEqual([]);
  });

  it('says when mail to the member stopped and which types a link turned off', async () => {
    const { cookie, user } = await signUp(t.app, EN);
    expect(await me(cookie)).toMatchObject({ email_disabled: null, email_disabled_since: null, email_unsubscribed: [] });

    const since = new Date('2026-03-01T08:00:00Z');
    await t.database.db
      .update(users)
      .set({ emailDisabled: 'bounce', emailDisabledAt: since, emailUnsubscribed: ['new_messages'] })
      .where(eq(users.id, user.id));
    expect(await me(cookie)).toMatchObject({ email_disabled: 'bounce', email_disabled_since: since.toISOString(), email_unsubscribed: ['new_messages'] });

    // "Try again" on /notifications clears the stop, and the next user.php says so.
    await api(t.app, EN, cookie).put('/api/notifications.php', { disabled: [], push_disabled: [], resume_email: true }).expect(200);
    expect(await me(cookie)).toMatchObject({ email_disabled: null, email_disabled_since: null, email_unsubscribed: [] });
  });
});
