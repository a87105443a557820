import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createFace, createMember } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const EN = 'flirtlocal.localhost';

/**
 * docs/product.md#list-order (issue 30): the swipe deck and the match finder of a UK member deal
 * faces first, their own region and the UK before Australia, and only the gender they look for.
 */
describe.each(BACKENDS)('lists that look alive: swipe deck and match finder on $name', (backend) => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  let vic = '';

  beforeAll(async () => {
    t = await createTestApp(backend);
    const db = t.database.db;
    const face = async (name: string, profile: Parameters<typeof createFace>[4]) => {
      ids[name] = (await createFace(t.app, db, EN, 'flirtlocal', { name, ...profile })).id;
    };
    // Oldest first: newest-first alone would deal Dot (no photo, most in common), Ed and Australia first.
    await face('Anna', { gender: 'female', country: 'GB', region: 'LND', interests: [] });
    await face('Carla', { gender: 'female', country: 'GB', region: 'MAN', interests: [1] });
    await face('Aussie', { gender: 'female', country: 'AU', region: null, interests: [1, 2, 3] });
    ids.Dot = (await createMember(t.app, db, EN, { name: 'Dot', gender: 'female', country: 'GB', region: 'LND', interests: [1, 2, 3] })).id;
    await face('Ed', { gender: 'male', country: 'GB', region: 'LND', interests: [1, 2, 3] });
    vic = (await createMember(t.app, db, EN, { name: 'Vic', gender: 'male', sexuality: 'hetero', country: 'GB', region: 'LND', interests: [1, 2, 3] })).cookie;
  });
  afterAll(() => t.close());

  const names = (list: { id: number }[]) => list.map((card) => Object.keys(ids).find((name) => ids[name] === card.id) ?? card.id);

  it('deals faces first, his own region, then the UK, then abroad; women only', async () => {
    const deck = (await api(t.app, EN, vic).get('/api/swipe.php').expect(200)).body;
    expect(names(deck.profiles)).toEqual(['Anna', 'Carla', 'Aussie', 'Dot']);
    expect(deck.profiles.map((card: { distance: string }) => card.distance)).toEqual(['same_region', 'same_country', 'further', 'same_region']);
  });

  it('ranks the UK before a better score from abroad, faces before members without a photo', async () => {
    const suggestions = (await api(t.app, EN, vic).get('/api/match-finder.php').expect(200)).body.suggestions as { profile: { id: number } }[];
    expect(names(suggestions.map((suggestion) => suggestion.profile))).toEqual(['Anna', 'Carla', 'Aussie', 'Dot']);
    // A chosen region keeps to it.
    const inManchester = (await api(t.app, EN, vic).get('/api/match-finder.php?region=MAN').expect(200)).body.suggestions as { profile: { id: number } }[];
    expect(names(inManchester.map((suggestion) => suggestion.profile))).toEqual(['Carla']);
  });
});
