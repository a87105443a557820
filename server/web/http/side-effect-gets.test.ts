import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { texts } from '#tests/support/texts';

const EN = 'flirtlocal.localhost';
const english = texts('en');

/**
 * A SameSite=Lax cookie rides along on a top-level GET from any site, so a link or an <img> on
 * another site could log a member out or like someone in their name. Every GET with a side
 * effect needs the same proof as a POST; reads stay open.
 */
describe.each(BACKENDS)('GETs with side effects need an own request on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  /** A request as another site's link or image makes it: the member's cookie, no client header. */
  const crossSite = (path: string, cookie: string) => request(t.app).get(path).set('Host', EN).set('Cookie', cookie).set('Sec-Fetch-Site', 'cross-site');
  const expectRefused = (res: request.Response) => {
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'bad_origin', message: english('errors.bad_origin') });
  };
  const loggedIn = async (cookie: string) => (await api(t.app, EN, cookie).get('/api/user.php').expect(200)).body.user !== null;

  it('logout: a cross-site link leaves the member logged in; our own page logs out', async () => {
    const member = await createMember(t.app, t.database.db, EN);
    expectRefused(await crossSite('/api/logout.php', member.cookie));
    expectRefused(await crossSite('/api/logout.php?everywhere=1', member.cookie));
    // No Sec-Fetch-Site and no header (an old browser, a plain link): refused as well.
    expectRefused(await request(t.app).get('/api/logout.php').set('Host', EN).set('Cookie', member.cookie));
    // A foreign Origin is refused even when the client header is claimed.
    expectRefused(await api(t.app, EN, member.cookie).get('/api/logout.php').set('Origin', 'https://evil.example'));
    expect(await loggedIn(member.cookie)).toBe(true);
    await api(t.app, EN, member.cookie).get('/api/logout.php').expect(200);
    expect(await loggedIn(member.cookie)).toBe(false);
  });

  it('logout from our own page without the header: a browser’s Sec-Fetch-Site: same-origin is proof enough', async () => {
    const member = await createMember(t.app, t.database.db, EN);
    await request(t.app).get('/api/logout.php').set('Host', EN).set('Cookie', member.cookie).set('Sec-Fetch-Site', 'same-origin').expect(200);
    expect(await loggedIn(member.cookie)).toBe(false);
  });

  it('auto-like: a cross-site link likes no one; our own page does', async () => {
    const member = await createMember(t.app, t.database.db, EN, { gender: 'male', sexuality: 'hetero' });
    await createMember(t.app, t.database.db, EN, { gender: 'female' });
    const likedBy = async () => (await api(t.app, EN, member.cookie).get('/api/likes.php').expect(200)).body.liked_by;
    expectRefused(await crossSite('/api/auto-like.php', member.cookie));
    expect(await likedBy()).toEqual([]);
    const res = await api(t.app, EN, member.cookie).get('/api/auto-like.php').expect(200);
    expect(await likedBy()).toEqual([expect.objectContaining({ id: res.body.profile.id })]);
  });

  it('opening a profile: a cross-site request leaves its new-like flag; our own page clears it', async () => {
    const member = await createMember(t.app, t.database.db, EN);
    const admirer = await createMember(t.app, t.database.db, EN);
    await api(t.app, EN, admirer.cookie).post('/api/like.php', { id: member.id }).expect(200);
    const likeNew = async () => (await api(t.app, EN, member.cookie).get('/api/likes.php').expect(200)).body.liked_by[0]?.like_new;
    expectRefused(await crossSite(`/api/member.php?id=${admirer.id}`, member.cookie));
    expect(await likeNew()).toBe(true);
    await api(t.app, EN, member.cookie).get(`/api/member.php?id=${admirer.id}`).expect(200);
    expect(await likeNew()).toBe(false);
  });

  it('opening a conversation: a cross-site request leaves it unread; our own page reads it', async () => {
    const member = await createMember(t.app, t.database.db, EN);
    const sender = await createMember(t.app, t.database.db, EN);
    const sent = await api(t.app, EN, sender.cookie)
      .post('/api/chat.php', { profile_id: member.id, text: 'Hello there!', client_id: crypto.randomUUID() })
      .expect(200);
    const conversation = sent.body.message.conversation_id;
    const unread = async () => (await api(t.app, EN, member.cookie).get('/api/chats.php').expect(200)).body.chats[0].num_unread_messages;
    expectRefused(await crossSite(`/api/chat.php?id=${conversation}`, member.cookie));
    expect(await unread()).toBe(1);
    await api(t.app, EN, member.cookie).get(`/api/chat.php?id=${conversation}`).expect(200);
    expect(await unread()).toBe(0);
  });

  it('another spelling of a side-effect GET (case, trailing slash) reaches no route: 404, nothing happens', async () => {
    const member = await createMember(t.app, t.database.db, EN, { gender: 'male', sexuality: 'hetero' });
    await createMember(t.app, t.database.db, EN, { gender: 'female' });
    const notFound = (res: request.Response) => {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'not_found', message: english('errors.api_not_found') });
    };
    for (const path of [
      '/api/logout.php/',
      '/API/logout.php',
      '/api/Logout.php',
      '/api/logout.PHP?everywhere=1',
      '/API/auto-like.php',
      '/api/auto-like.php/',
    ]) {
      notFound(await crossSite(path, member.cookie));
      // Not even from our own page: the one spelling is the only way in.
      notFound(await api(t.app, EN, member.cookie).get(path));
    }
    expect(await loggedIn(member.cookie)).toBe(true);
    expect((await api(t.app, EN, member.cookie).get('/api/likes.php').expect(200)).body.liked_by).toEqual([]);
    for (const path of ['/api/Export.php', '/api/export.php/', '/Api/export.php']) notFound(await crossSite(path, member.cookie));
    // The member's three exports an hour are untouched: all three still work.
    for (let i = 0; i < 3; i++) await api(t.app, EN, member.cookie).get('/api/export.php').expect(200);
  });

  it('plain reads stay open to any GET (the browser keeps the answer from other sites anyway)', async () => {
    const member = await createMember(t.app, t.database.db, EN);
    await crossSite('/api/likes.php', member.cookie).expect(200);
    await crossSite('/api/user.php', member.cookie).expect(200);
  });
});
