import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, profiles, users } from '#server/platform/db/schema';
import { api, signUp } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const EN = 'flirtlocal.localhost';
const DE = 'herzklopfen.localhost';

describe.each(BACKENDS)('member landings on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('shows a visible member of the site to visitors, with a line of her bio and her fictional mark', async () => {
    const anna = await createMember(t.app, t.database.db, EN, { aboutMe: 'I love long walks by the sea and good coffee.', fictional: true });
    const { body } = await api(t.app, EN).get(`/api/member-landing.php?id=${anna.id}`).expect(200);
    expect(body.profile).toMatchObject({ id: anna.id, fictional: true, teaser: 'I love long walks by the sea and good coffee.', more_photos: 0 });
    expect(body.profile.email).toBeUndefined();
  });

  it('is not found for unknown, unconfirmed, invisible, foreign-site and blocked profiles; bad ids are 400', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    await api(t.app, EN).get('/api/member-landing.php?id=999999999').expect(404);
    const pending = await signUp(t.app, EN);
    await api(t.app, EN).get(`/api/member-landing.php?id=${pending.user.id}`).expect(404);
    const hidden = await createMember(t.app, t.database.db, EN, { status: 'disabled' });
    await api(t.app, EN).get(`/api/member-landing.php?id=${hidden.id}`).expect(404);
    const german = await createMember(t.app, t.database.db, DE);
    await api(t.app, EN).get(`/api/member-landing.php?id=${german.id}`).expect(404);
    const ben = await createMember(t.app, t.database.db, EN);
    await api(t.app, EN, anna.cookie).post('/api/block.php', { id: ben.id }).expect(200);
    await api(t.app, EN, ben.cookie).get(`/api/member-landing.php?id=${anna.id}`).expect(404);
    await api(t.app, EN).get('/api/member-landing.php?id=0').expect(400);
    await api(t.app, EN).get('/api/member-landing.php?id=abc').expect(400);
  });

  it("sends step 0's first message into her conversation as soon as the account exists", async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const res = await api(t.app, EN)
      .post('/api/signup.php', {
        email: `visitor.${Date.now()}@example.org`,
        name: 'Visitor',
        password: 'Velvet-Harbour-82',
        date_of_birth: '1988-02-03',
        gender: 'male',
        sexuality: 'hetero',
        signup_message: { profile_id: anna.id, text: 'Hi Anna, your photo by the sea made me smile!' },
      })
      .expect(201);
    expect(res.body.signup_message).toMatchObject({ sent: true });
    const visitorId = res.body.user.id as number;
    const [user] = await t.database.db.select({ status: users.status }).from(users).where(eq(users.id, visitorId));
    expect(user?.status).toBe('not_confirmed');
    // Anna sees it in her conversations, from the new member.
    const chats = (await api(t.app, EN, anna.cookie).get('/api/chats.php').expect(200)).body;
    expect(JSON.stringify(chats)).toContain('Visitor');
    const stored = await t.database.db.select().from(messages).where(eq(messages.senderId, visitorId));
    expect(stored.map((message) => message.text)).toEqual(['Hi Anna, your photo by the sea made me smile!']);
  });

  it('creates the account and says why when the message cannot go out', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    await t.database.db.update(profiles).set({ status: 'disabled' }).where(eq(profiles.userId, anna.id));
    const res = await api(t.app, EN)
      .post('/api/signup.php', {
        email: `visitor.${Date.now()}.b@example.org`,
        name: 'Visitor',
        password: 'Velvet-Harbour-82',
        date_of_birth: '1988-02-03',
        gender: 'male',
        sexuality: 'hetero',
        signup_message: { profile_id: anna.id, text: 'Hello!' },
      })
      .expect(201);
    expect(res.body.signup_message).toMatchObject({ sent: false, code: 'member_not_found' });
    expect(res.body.signup_message.message).toBeTruthy();
  });
});
