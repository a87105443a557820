import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchPageQuery, searchTiers } from '#server/core/domain/members/search';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createFace, createMember } from '#tests/support/members';
import { manualModeration, uploadPhoto } from '#tests/support/photos';
import { planLines } from '#tests/support/plans';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const EN = 'flirtlocal.localhost';
const DE = 'herzklopfen.localhost';

type Card = { id: number; gender: string; main_image: unknown };

/**
 * docs/product.md#list-order (issue 30): a UK member sees faces first, the UK before Australia and
 * Canada, and only the gender they look for, in the search, the home's "new members near you"
 * (the search for their country) and a profile's "Members nearby" and "Similar members".
 */
describe.each(BACKENDS)('lists that look alive: search and profile on $name', (backend) => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  let vic = '';

  beforeAll(async () => {
    t = await createTestApp(backend);
    const db = t.database.db;
    const face = async (name: string, profile: Parameters<typeof createFace>[4]) => {
      ids[name] = (await createFace(t.app, db, EN, 'flirtlocal', { name, ...profile })).id;
    };
    // Oldest first: newest-first alone would list Dot (no photo), Canada and Australia before the UK's faces.
    await face('Anna', { gender: 'female', country: 'GB', region: 'LND' });
    await face('Bella', { gender: 'female', country: 'GB', region: 'LND' });
    await face('Carla', { gender: 'female', country: 'GB', region: 'MAN' });
    await face('Aussie', { gender: 'female', country: 'AU', region: null });
    await face('Canuck', { gender: 'female', country: 'CA', region: null });
    ids.Dot = (await createMember(t.app, db, EN, { name: 'Dot', gender: 'female', country: 'GB', region: 'LND' })).id;
    await face('Ed', { gender: 'male', country: 'GB', region: 'LND' });
    const viewer = await createMember(t.app, db, EN, { name: 'Vic', gender: 'male', sexuality: 'hetero', country: 'GB', region: 'LND' });
    ids.Vic = viewer.id;
    vic = viewer.cookie;
  });
  afterAll(() => t.close());

  const names = (cards: Card[]) => cards.map((card) => Object.keys(ids).find((name) => ids[name] === card.id) ?? card.id);
  const search = async (query: string, cookie = vic) => (await api(t.app, EN, cookie).get(`/api/members.php${query}`).expect(200)).body.results as Card[];

  it('searches faces first, the UK before Australia and Canada, women only for a straight man', async () => {
    expect(names(await search(''))).toEqual(['Carla', 'Bella', 'Anna', 'Canuck', 'Aussie', 'Dot']);
    // "Any" widens the gender, not the order.
    expect(names(await search('?gender=any'))).toEqual(['Ed', 'Carla', 'Bella', 'Anna', 'Canuck', 'Aussie', 'Dot']);
  });

  it('keeps a chosen country, faces first: the home panel "new members near you"', async () => {
    expect(names(await search('?country=GB'))).toEqual(['Carla', 'Bella', 'Anna', 'Dot']);
    expect(names(await search('?country=AU'))).toEqual(['Aussie']);
  });

  it("shows a profile's members nearby and similar members of the gender the viewer looks for, faces first, near the viewer first", async () => {
    const { body } = await api(t.app, EN, vic).get(`/api/member.php?id=${ids.Anna}`).expect(200);
    // Near Anna (London): Ed lives there too, but Vic is looking for women.
    expect(names(body.related)).toEqual(['Bella', 'Dot']);
    expect(names(body.similar)).toEqual(['Bella', 'Carla', 'Canuck', 'Aussie', 'Dot']);
    // A visitor (no gender of their own here) sees the profile's gender, faces first.
    const visitor = (await api(t.app, EN).get(`/api/member.php?id=${ids.Anna}`).expect(200)).body;
    expect(names(visitor.related)).toEqual(['Bella', 'Dot']);
    expect(names(visitor.similar)).toEqual(['Canuck', 'Aussie', 'Carla', 'Bella', 'Dot']);
  });

  it('moves a member among the faces once their photo shows, and back when it is gone or waits for review', async () => {
    const zoe = await createMember(t.app, t.database.db, EN, { name: 'Zoe', gender: 'female', country: 'GB', region: 'LND' });
    ids.Zoe = zoe.id;
    expect(names(await search('?country=GB'))).toEqual(['Carla', 'Bella', 'Anna', 'Zoe', 'Dot']);
    const photo = await uploadPhoto(t, EN, zoe.cookie);
    expect(names(await search('?country=GB'))).toEqual(['Zoe', 'Carla', 'Bella', 'Anna', 'Dot']);
    await api(t.app, EN, zoe.cookie).delete('/api/photos.php', { id: photo.id }).expect(200);
    expect(names(await search('?country=GB'))).toEqual(['Carla', 'Bella', 'Anna', 'Zoe', 'Dot']);
    // A photo waiting for a moderator shows no face yet.
    const files = t.tenants.files;
    manualModeration(t, ['flirtlocal']);
    try {
      await uploadPhoto(t, EN, zoe.cookie);
      expect(names(await search('?country=GB'))).toEqual(['Carla', 'Bella', 'Anna', 'Zoe', 'Dot']);
    } finally {
      t.tenants.replace(files, t.tenants.problems());
    }
  });

  it('walks an index in its order for every tier of the search, sorting nothing', async () => {
    const input = { tenant: { id: 'flirtlocal', share_profiles_with: [] }, viewerId: ids.Vic, ownCountry: 'GB', today: t.now() };
    for (const filters of [{ gender: 'female' as const }, {}, { gender: 'female' as const, country: 'GB', countryregion: 'LND' }]) {
      for (const tier of searchTiers({ ...input, filters })) {
        const lines = await planLines(t.database.db, searchPageQuery(t.database.db, { ...input, filters }, undefined, tier));
        expect(lines).not.toMatch(/Seq Scan on profiles|Sort/);
        expect(lines).toMatch(/Index Scan Backward using profiles_search_/);
      }
    }
  });

  it('pages through the tiers without repeats or gaps: own faces, other faces, then the rest', async () => {
    const db = t.database.db;
    const created: Record<'home' | 'abroad' | 'bare', number[]> = { home: [], abroad: [], bare: [] };
    for (let index = 0; index < 20; index += 1) created.home.push((await createFace(t.app, db, DE, 'herzklopfen', { gender: 'female', country: 'DE' })).id);
    for (let index = 0; index < 6; index += 1) created.abroad.push((await createFace(t.app, db, DE, 'herzklopfen', { gender: 'female', country: 'AT' })).id);
    for (let index = 0; index < 3; index += 1) created.bare.push((await createMember(t.app, db, DE, { gender: 'female', country: 'DE' })).id);
    const hans = await createMember(t.app, db, DE, { gender: 'male', sexuality: 'hetero', country: 'DE' });
    const page = (cursor?: string) =>
      api(t.app, DE, hans.cookie)
        .get(`/api/members.php${cursor ? `?cursor=${cursor}` : ''}`)
        .expect(200);
    const first = (await page()).body;
    expect(first.numResults).toBe(29);
    expect(first.cursor).toMatch(/^\d\.\d+\.\d+$/);
    const second = (await page(first.cursor)).body;
    expect(second.cursor).toBeNull();
    const newest = (list: number[]) => [...list].reverse();
    expect([...first.results, ...second.results].map((card: Card) => card.id)).toEqual([
      ...newest(created.home),
      ...newest(created.abroad),
      ...newest(created.bare),
    ]);
    expect(first.results).toHaveLength(24);
  });
});
