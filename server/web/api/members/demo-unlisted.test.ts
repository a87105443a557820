import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos, profiles, users } from '#server/platform/db/schema';
import { demoEmail, DEMO_PASSWORD, seedDemoMembers } from '#server/boot/seed/demo';
import { api, sessionCookie } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { listen, openSocket } from '#tests/support/live-client';
import { createFace, createMember } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const EN = 'flirtlocal.localhost';
const ids = (cards: { id: number }[]) => cards.map((card) => card.id);

/** Decision 0126: the demo login is there to try the site, never a face in it. */
describe.each(BACKENDS)('the demo login on $name', (backend) => {
  let t: TestApp;
  let demoId = 0;
  let anna = 0;
  let viewer = { id: 0, cookie: '' };

  beforeAll(async () => {
    t = await createTestApp(backend);
    await seedDemoMembers(t.database.db, t.tenants);
    const [demo] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoEmail('flirtlocal')));
    demoId = demo?.id ?? 0;
    // With a main photo (and has_photo, as an upload sets it), so only the rule keeps it off the face walls and decks.
    await t.database.db
      .insert(photos)
      .values({ tenantId: 'flirtlocal', userId: demoId, filename: 'demo.webp', thumbFilename: 'demo_t.webp', status: 'active', isMain: true });
    await t.database.db.update(profiles).set({ hasPhoto: true, country: 'GB' }).where(eq(profiles.userId, demoId));
    anna = (await createFace(t.app, t.database.db, EN, 'flirtlocal', { gender: 'female', sexuality: 'hetero', country: 'GB', dateOfBirth: '1975-05-05' })).id;
    viewer = await createMember(t.app, t.database.db, EN, { gender: 'male', sexuality: 'hetero', country: 'GB', dateOfBirth: '1970-01-01' });
  });
  afterAll(() => t.close());

  it('is in no search, swipe deck or face wall, while a member like it is', async () => {
    const search = (await api(t.app, EN, viewer.cookie).get('/api/members.php?gender=any').expect(200)).body.results;
    expect(ids(search)).toContain(anna);
    expect(ids(search)).not.toContain(demoId);
    const deck = (await api(t.app, EN, viewer.cookie).get('/api/swipe.php').expect(200)).body.profiles;
    expect(ids(deck)).toContain(anna);
    expect(ids(deck)).not.toContain(demoId);
    const faces = (await api(t.app, EN).get('/api/home-faces.php').set('cf-ipcountry', 'GB').expect(200)).body.members;
    expect(ids(faces)).toContain(anna);
    expect(ids(faces)).not.toContain(demoId);
    const visitors = (await api(t.app, EN).get('/api/members.php?gender=any').expect(200)).body.results;
    expect(ids(visitors)).not.toContain(demoId);
  });

  it("is in no match finder, no profile's members nearby or similar members, and not on a lander while signed in", async () => {
    const suggestions = (await api(t.app, EN, viewer.cookie).get('/api/match-finder.php').expect(200)).body.suggestions;
    expect(suggestions.map((suggestion: { profile: { id: number } }) => suggestion.profile.id)).toContain(anna);
    expect(suggestions.map((suggestion: { profile: { id: number } }) => suggestion.profile.id)).not.toContain(demoId);
    const other = await createFace(t.app, t.database.db, EN, 'flirtlocal', { gender: 'female', country: 'GB', dateOfBirth: '1974-04-04' });
    const profile = (await api(t.app, EN, viewer.cookie).get(`/api/member.php?id=${other.id}`).expect(200)).body;
    expect([...ids(profile.related), ...ids(profile.similar)]).toContain(anna);
    expect([...ids(profile.related), ...ids(profile.similar)]).not.toContain(demoId);
    // Someone trying the demo keeps its page open: still no face on the lander, nor counted as online.
    const login = await api(t.app, EN)
      .post('/api/user.php', { email: demoEmail('flirtlocal'), password: DEMO_PASSWORD })
      .expect(200);
    const server = await listen(t.app, t.hub);
    try {
      const { ws } = await openSocket(server.port, EN, { Origin: `http://${EN}`, Cookie: sessionCookie(login) }, null);
      const lander = (await api(t.app, EN).get('/api/lander.php?name=alonetonight').set('cf-ipcountry', 'GB').expect(200)).body;
      expect(ids(lander.members)).toContain(anna);
      expect(ids(lander.members)).not.toContain(demoId);
      expect(lander.nearby.online).toEqual([]);
      ws?.close();
    } finally {
      await server.close();
    }
  });

  it('still opens by its address (profile, ad landing), takes likes and logs in as an active member', async () => {
    expect((await api(t.app, EN, viewer.cookie).get(`/api/member.php?id=${demoId}`).expect(200)).body.profile.id).toBe(demoId);
    await api(t.app, EN).get(`/api/member-landing.php?id=${demoId}`).expect(200);
    await api(t.app, EN, viewer.cookie).post('/api/like.php', { id: demoId }).expect(200);
    const login = await api(t.app, EN)
      .post('/api/user.php', { email: demoEmail('flirtlocal'), password: DEMO_PASSWORD })
      .expect(200);
    expect(login.body.user.profile.status).toBe('active');
  });

  it('makes a demo login seeded before the rule unlisted too', async () => {
    await t.database.db.update(users).set({ unlisted: false }).where(eq(users.id, demoId));
    await seedDemoMembers(t.database.db, t.tenants);
    const search = (await api(t.app, EN, viewer.cookie).get('/api/members.php?gender=any').expect(200)).body.results;
    expect(ids(search)).not.toContain(demoId);
  });
});
