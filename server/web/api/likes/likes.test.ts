import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, jobs } from '#server/platform/db/schema';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { uploadPhoto } from '#tests/support/photos';
import { regionsFor } from '#server/platform/reference-data/regions';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { texts } from '#tests/support/texts';

const EN = 'flirtlocal.localhost';
const english = texts('en');

describe.each(BACKENDS)('likes, matches and the swipe game on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const pair = async () => {
    const anna = await createMember(t.app, t.database.db, EN, { gender: 'female', sexuality: 'hetero' });
    const ben = await createMember(t.app, t.database.db, EN, { gender: 'male', sexuality: 'hetero' });
    return { anna, ben };
  };

  it('likes idempotently, unlikes, and lists sent and received likes', async () => {
    const { anna, ben } = await pair();
    expect((await api(t.app, EN, anna.cookie).post('/api/like.php', { id: ben.id }).expect(200)).body).toEqual({ like: true, match: false });
    await api(t.app, EN, anna.cookie).post('/api/like.php', { id: ben.id }).expect(200);
    const annas = (await api(t.app, EN, anna.cookie).get('/api/likes.php').expect(200)).body;
    expect(annas.liked).toEqual([ben.id]);
    const bens = (await api(t.app, EN, ben.cookie).get('/api/likes.php').expect(200)).body;
    expect(bens.liked_by).toEqual([{ id: anna.id, like_new: true, like_announced: false }]);
    expect(bens.profiles.map((card: { id: number }) => card.id)).toEqual([anna.id]);
    await api(t.app, EN, anna.cookie).delete('/api/like.php', { id: ben.id }).expect(200);
    expect((await api(t.app, EN, ben.cookie).get('/api/likes.php')).body.liked_by).toEqual([]);
  });

  it('detects a match whoever likes first', async () => {
    for (const order of ['anna-first', 'ben-first'] as const) {
      const { anna, ben } = await pair();
      const [first, second] = order === 'anna-first' ? [anna, ben] : [ben, anna];
      expect((await api(t.app, EN, first.cookie).post('/api/like.php', { id: second.id })).body.match).toBe(false);
      expect((await api(t.app, EN, second.cookie).post('/api/like.php', { id: first.id })).body.match).toBe(true);
    }
  });

  it('stores a like’s news with its notify job, a match’s for both, and nothing for a repeated like', async () => {
    const { anna, ben } = await pair();
    const newsOf = async (userId: number) =>
      (await t.database.db.select().from(events).where(eq(events.userId, userId)).orderBy(events.id)).filter(
        (event) => event.type === 'like' || event.type === 'match',
      );
    const notifyJobs = async (eventIds: number[]) =>
      (await t.database.db.select().from(jobs).where(eq(jobs.kind, 'notify'))).filter((job) => eventIds.includes(Number(job.payload.event_id)));
    await api(t.app, EN, anna.cookie).post('/api/like.php', { id: ben.id }).expect(200);
    await api(t.app, EN, anna.cookie).post('/api/like.php', { id: ben.id }).expect(200);
    expect((await newsOf(ben.id)).map((event) => [event.type, event.payload])).toEqual([['like', { from: anna.id }]]);
    await api(t.app, EN, ben.cookie).post('/api/like.php', { id: anna.id }).expect(200);
    const annas = await newsOf(anna.id);
    expect(annas.map((event) => event.type)).toEqual(['like', 'match']);
    expect((await newsOf(ben.id)).map((event) => event.type)).toEqual(['like', 'match']);
    const all = [...annas, ...(await newsOf(ben.id))].map((event) => event.id);
    expect(await notifyJobs(all)).toHaveLength(4);
  });

  it('clears the new-like flag when the liked member opens the liker profile', async () => {
    const { anna, ben } = await pair();
    await api(t.app, EN, anna.cookie).post('/api/like.php', { id: ben.id }).expect(200);
    const profile = (await api(t.app, EN, ben.cookie).get(`/api/member.php?id=${anna.id}`).expect(200)).body.profile;
    expect(profile).toMatchObject({ likes_you: true, liked: false });
    expect((await api(t.app, EN, ben.cookie).get('/api/likes.php')).body.liked_by).toEqual([{ id: anna.id, like_new: false, like_announced: false }]);
  });

  it('marks a like announced once its moment was shown, for the liked member only, without clearing it as new', async () => {
    const { anna, ben } = await pair();
    await api(t.app, EN, anna.cookie).post('/api/like.php', { id: ben.id }).expect(200);
    // Anna cannot mark her own like to Ben as shown to him; a stranger id changes nothing either.
    await api(t.app, EN, anna.cookie).post('/api/like-announced.php', { id: ben.id }).expect(200);
    await api(t.app, EN, ben.cookie).post('/api/like-announced.php', { id: 2_000_000_000 }).expect(200);
    expect((await api(t.app, EN, ben.cookie).get('/api/likes.php')).body.liked_by).toEqual([{ id: anna.id, like_new: true, like_announced: false }]);
    await api(t.app, EN, ben.cookie).post('/api/like-announced.php', { id: anna.id }).expect(200);
    await api(t.app, EN, ben.cookie).post('/api/like-announced.php', { id: anna.id }).expect(200);
    expect((await api(t.app, EN, ben.cookie).get('/api/likes.php')).body.liked_by).toEqual([{ id: anna.id, like_new: true, like_announced: true }]);
    const refused = await api(t.app, EN, ben.cookie).post('/api/like-announced.php', { id: 'anna' }).expect(400);
    expect(refused.body.error).toBeTypeOf('string');
    await api(t.app, EN).post('/api/like-announced.php', { id: anna.id }).expect(403);
  });

  it('refuses likes across sites and to strangers it may not see', async () => {
    const { anna } = await pair();
    const german = await createMember(t.app, t.database.db, 'herzklopfen.localhost', { gender: 'male' });
    await api(t.app, EN, anna.cookie).post('/api/like.php', { id: german.id }).expect(404);
    await api(t.app, EN).post('/api/like.php', { id: german.id }).expect(403);
  });

  it('deals faces first: a swipe card says where and how far the member is and how their bio starts', async () => {
    const region = regionsFor(['GB']).GB?.[0]?.code ?? null;
    const swiper = await createMember(t.app, t.database.db, EN, { gender: 'male', sexuality: 'hetero', country: 'GB', region });
    const withPhoto = await createMember(t.app, t.database.db, EN, {
      gender: 'female',
      country: 'GB',
      region,
      aboutMe: 'Loves hiking and long dinners\nand a second line',
    });
    await uploadPhoto(t, EN, withPhoto.cookie);
    // Newer than her, but without a photo: dealt after every member who has one.
    await createMember(t.app, t.database.db, EN, { gender: 'female' });
    const cards: { id: number; main_image: unknown; region_name: string | null; distance: string; about: string | null }[] = (
      await api(t.app, EN, swiper.cookie).get('/api/swipe.php').expect(200)
    ).body.profiles;
    expect(cards[0]).toMatchObject({ id: withPhoto.id, distance: 'same_region', about: 'Loves hiking and long dinners', region_name: expect.any(String) });
    const firstWithout = cards.findIndex((card) => !card.main_image);
    if (firstWithout >= 0) expect(cards.slice(firstWithout).every((card) => !card.main_image)).toBe(true);
  });

  it('gives four swipe likes a day, refuses the fifth with its message, never repeats a card', async () => {
    const swiper = await createMember(t.app, t.database.db, EN, { gender: 'male', sexuality: 'hetero' });
    for (let index = 0; index < 6; index += 1) await createMember(t.app, t.database.db, EN, { gender: 'female' });
    const deck = (await api(t.app, EN, swiper.cookie).get('/api/swipe.php').expect(200)).body;
    expect(deck.likes_left).toBe(4);
    const ids = deck.profiles.map((card: { id: number; gender: string }) => card.id);
    expect(deck.profiles.every((card: { gender: string }) => card.gender === 'female')).toBe(true);
    await api(t.app, EN, swiper.cookie).post('/api/swipe.php', { id: ids[0], like: false }).expect(200);
    for (let index = 1; index <= 4; index += 1) {
      const res = await api(t.app, EN, swiper.cookie).post('/api/swipe.php', { id: ids[index], like: true }).expect(200);
      expect(res.body.likes_left).toBe(4 - index);
    }
    const fifth = await api(t.app, EN, swiper.cookie).post('/api/swipe.php', { id: ids[5], like: true }).expect(429);
    expect(fifth.body.message).toBe(english('likes.out_of_swipes', { count: 4 }));
    const after = (await api(t.app, EN, swiper.cookie).get('/api/swipe.php').expect(200)).body;
    expect(after.likes_left).toBe(0);
    expect(after.profiles.map((card: { id: number }) => card.id)).not.toContain(ids[0]);
    t.clock.offsetMs += 24 * 60 * 60 * 1000;
    try {
      expect((await api(t.app, EN, swiper.cookie).get('/api/swipe.php')).body.likes_left).toBe(4);
    } finally {
      t.clock.offsetMs -= 24 * 60 * 60 * 1000;
    }
  });

  it('says when the swipe likes come back: the next UTC midnight, and the seconds until then', async () => {
    const evening = new Date();
    evening.setUTCHours(21, 0, 0, 0);
    const shift = evening.getTime() - Date.now();
    t.clock.offsetMs += shift;
    try {
      const swiper = await createMember(t.app, t.database.db, EN, { gender: 'female', sexuality: 'hetero' });
      const deck = (await api(t.app, EN, swiper.cookie).get('/api/swipe.php').expect(200)).body;
      const midnight = new Date(evening);
      midnight.setUTCHours(24, 0, 0, 0);
      expect(deck.likes_refill_at).toBe(midnight.toISOString());
      // Three hours, less the moments the member's creation and the request took.
      expect(deck.likes_refill_in).toBeGreaterThan(3 * 3600 - 30);
      expect(deck.likes_refill_in).toBeLessThanOrEqual(3 * 3600);
    } finally {
      t.clock.offsetMs -= shift;
    }
  });

  it('auto-likes the member once per profile, from someone they would like to meet', async () => {
    const member = await createMember(t.app, t.database.db, EN, { gender: 'male', sexuality: 'hetero' });
    const res = await api(t.app, EN, member.cookie).get('/api/auto-like.php').expect(200);
    expect(res.body.profile.id).toBeGreaterThan(0);
    const liked = (await api(t.app, EN, member.cookie).get('/api/likes.php')).body;
    expect(liked.liked_by.map((entry: { id: number }) => entry.id)).toContain(res.body.profile.id);
    expect(liked.profiles.find((card: { id: number }) => card.id === res.body.profile.id).gender).toBe('female');
  });

  it('ranks match-finder suggestions by shared interests and explains why', async () => {
    const seeker = await createMember(t.app, t.database.db, EN, { gender: 'female', sexuality: 'hetero', interests: [1, 2, 3], country: 'GB', region: 'LND' });
    const close = await createMember(t.app, t.database.db, EN, { gender: 'male', interests: [1, 2, 3], country: 'GB', region: 'LND' });
    const far = await createMember(t.app, t.database.db, EN, { gender: 'male', interests: [40], country: 'IE' });
    const liked = await createMember(t.app, t.database.db, EN, { gender: 'male', interests: [1, 2, 3] });
    await api(t.app, EN, seeker.cookie).post('/api/like.php', { id: liked.id }).expect(200);
    const res = await api(t.app, EN, seeker.cookie).get('/api/match-finder.php?interests=1,2,3').expect(200);
    const ids = res.body.suggestions.map((suggestion: { profile: { id: number } }) => suggestion.profile.id);
    expect(ids.indexOf(close.id)).toBeLessThan(ids.indexOf(far.id));
    expect(ids).not.toContain(liked.id);
    expect(res.body.suggestions[ids.indexOf(close.id)].reasons).toMatchObject({ shared_interests: [1, 2, 3], distance: 'same_region' });
  });
});
