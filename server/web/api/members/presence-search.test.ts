import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchPageQuery } from '#server/core/domain/members/search';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { listen, openSocket, until, type LiveServer } from '#tests/support/live-client';
import { createMember } from '#tests/support/members';
import { planLines } from '#tests/support/plans';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const HOST = 'flirtlocal.localhost';

type Card = { id: number; online: boolean };

describe.each(BACKENDS)('search defaults, interest and online filters, presence on $name', (backend) => {
  let t: TestApp;
  let server: LiveServer;
  const ids: Record<string, number> = {};
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(backend);
    server = await listen(t.app, t.hub);
    const db = t.database.db;
    const add = async (name: string, profile: Parameters<typeof createMember>[3]) => {
      const member = await createMember(t.app, db, HOST, { name, ...profile });
      ids[name] = member.id;
      cookies[name] = member.cookie;
    };
    await add('Hanna', { gender: 'female', sexuality: 'hetero', interests: [3, 7] });
    await add('Olga', { gender: 'female', sexuality: 'hetero', interests: [9] });
    await add('Bruno', { gender: 'male', sexuality: 'hetero', interests: [7] });
    await add('Ivy', { gender: 'female', sexuality: 'bi' });
    await add('Vic', { gender: 'male', sexuality: 'hetero' });
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  const search = (query: string, who = 'Vic') => api(t.app, HOST, cookies[who]).get(`/api/members.php${query}`);
  const found = async (query: string, who = 'Vic') => ((await search(query, who).expect(200)).body.results as Card[]).map((card) => card.id);
  /** A tab of the member with the live socket open, as the browser keeps it. */
  const goOnline = async (name: string) => {
    const { ws } = await openSocket(server.port, HOST, { Origin: `http://${HOST}`, Cookie: cookies[name] as string }, null);
    if (!ws) throw new Error('the live socket did not open');
    return ws;
  };

  it('searches for the gender the member is looking for unless asked otherwise', async () => {
    const own = await search('').expect(200);
    expect(own.body.gender).toBe('female');
    expect(own.body.results.every((card: { gender: string }) => card.gender === 'female')).toBe(true);
    expect(await found('')).toEqual(expect.arrayContaining([ids.Hanna, ids.Olga, ids.Ivy]));
    expect(await found('?gender=any')).toEqual(expect.arrayContaining([ids.Bruno, ids.Hanna]));
    expect((await search('?gender=any').expect(200)).body.gender).toBeNull();
    expect(await found('?gender=male')).toContain(ids.Bruno);
    // Bi: everyone.
    expect((await search('', 'Ivy').expect(200)).body.gender).toBeNull();
  });

  it('finds members with any of the chosen interests and refuses a malformed list', async () => {
    const withSeven = await found('?gender=any&interests=7');
    expect(withSeven).toEqual(expect.arrayContaining([ids.Hanna, ids.Bruno]));
    expect(withSeven).not.toContain(ids.Olga);
    expect(await found('?interests=9,3')).toEqual([ids.Olga, ids.Hanna]);
    for (const bad of ['abc', '1,,2', '0', '1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21'])
      expect((await search(`?interests=${encodeURIComponent(bad)}`).expect(400)).body.fields.interests).toBeTruthy();
    expect((await search('?online=yes').expect(400)).body.fields.online).toBeTruthy();
  });

  it('shows who has the site open on cards, profiles and conversations, and filters by it; invisible mode hides it', async () => {
    expect(await found('?online=1')).toEqual([]);
    const hannasTab = await goOnline('Hanna');
    const cards = (await search('').expect(200)).body.results as Card[];
    expect(cards.find((card) => card.id === ids.Hanna)?.online).toBe(true);
    expect(cards.find((card) => card.id === ids.Olga)?.online).toBe(false);
    expect(await found('?online=1')).toEqual([ids.Hanna]);
    expect((await api(t.app, HOST, cookies.Vic).get(`/api/member.php?id=${ids.Hanna}`).expect(200)).body.profile.online).toBe(true);
    await api(t.app, HOST, cookies.Vic)
      .post('/api/chat.php', { profile_id: ids.Hanna, type: 'text', text: 'Hi Hanna!', client_id: 'presence-first-hello' })
      .expect(200);
    const chats = (await api(t.app, HOST, cookies.Vic).get('/api/chats.php').expect(200)).body.chats as { profile: Card }[];
    expect(chats.find((chat) => chat.profile.id === ids.Hanna)?.profile.online).toBe(true);

    // Invisible: not listed, and the conversation no longer says she is there.
    await api(t.app, HOST, cookies.Hanna).put('/api/user.php', { invisible: true }).expect(200);
    expect(await found('?online=1')).toEqual([]);
    const hidden = (await api(t.app, HOST, cookies.Vic).get('/api/chats.php').expect(200)).body.chats as { profile: Card }[];
    expect(hidden.find((chat) => chat.profile.id === ids.Hanna)?.profile.online).toBe(false);
    await api(t.app, HOST, cookies.Hanna).put('/api/user.php', { invisible: false }).expect(200);

    hannasTab.close();
    await until(() => hannasTab.readyState === hannasTab.CLOSED);
    await expect.poll(() => found('?online=1')).toEqual([]);
  });

  it('keeps the online-now page query on indexes: it starts from the open sockets, never reads every profile', async () => {
    const lines = await planLines(
      t.database.db,
      searchPageQuery(t.database.db, {
        tenant: { id: 'flirtlocal', share_profiles_with: [] },
        viewerId: ids.Vic,
        filters: { gender: 'female', online: true },
        today: t.now(),
      }),
    );
    expect(lines).not.toMatch(/Seq Scan/);
    expect(lines).toMatch(/live_presence/);
  });
});
