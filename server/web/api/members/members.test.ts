import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { texts } from '#tests/support/texts';

const dutch = texts('nl');

const NL = 'regenboog-date.localhost';
const DE = 'herzklopfen.localhost';

describe.each(BACKENDS)('search, profiles and blocking on $name', (backend) => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  let viewerCookie = '';

  beforeAll(async () => {
    t = await createTestApp(backend);
    const db = t.database.db;
    ids.anna = (await createMember(t.app, db, NL, { gender: 'female', dateOfBirth: '1995-03-01', country: 'NL', region: 'NH' })).id;
    ids.bas = (await createMember(t.app, db, NL, { gender: 'male', dateOfBirth: '1980-03-01', country: 'NL', region: 'UT' })).id;
    ids.cor = (await createMember(t.app, db, NL, { gender: 'male', dateOfBirth: '1970-03-01', country: 'BE', region: 'VAN' })).id;
    ids.dirk = (await createMember(t.app, db, NL, { gender: 'male', dateOfBirth: '1990-03-01', country: 'NL', region: 'NH' })).id;
    const hidden = await createMember(t.app, db, NL, { gender: 'male', dateOfBirth: '1990-03-01' });
    ids.hidden = hidden.id;
    await api(t.app, NL, hidden.cookie).put('/api/user.php', { invisible: true }).expect(200);
    ids.german = (await createMember(t.app, db, DE, { gender: 'male', dateOfBirth: '1970-01-01' })).id;
    const viewer = await createMember(t.app, db, NL, { gender: 'male', dateOfBirth: '1985-01-01' });
    ids.viewer = viewer.id;
    viewerCookie = viewer.cookie;
  });
  afterAll(() => t.close());

  const search = (query: string, cookie = viewerCookie) => api(t.app, NL, cookie).get(`/api/members.php${query}`);

  it("lists only visible members of the own site, the viewer's own country first, newest first, never the viewer", async () => {
    const res = await search('?gender=any').expect(200);
    const found = res.body.results.map((card: { id: number }) => card.id);
    expect(found).toEqual([ids.dirk, ids.bas, ids.anna, ids.cor]);
    expect(res.body.numResults).toBe(4);
  });

  it('filters by gender, country, region and age', async () => {
    const ids_ = async (query: string) => (await search(query).expect(200)).body.results.map((card: { id: number }) => card.id);
    expect(await ids_('?gender=female')).toEqual([ids.anna]);
    expect(await ids_('?gender=any&country=BE')).toEqual([ids.cor]);
    expect(await ids_('?gender=any&country=NL&countryregion=NH')).toEqual([ids.dirk, ids.anna]);
    expect(await ids_('?gender=any&min_age=40&max_age=49')).toEqual([ids.bas]);
  });

  it('answers a bad filter with a clear error', async () => {
    const res = await search('?min_age=12').expect(400);
    expect(res.body.fields.min_age).toBeTruthy();
  });

  it('pages with a stable cursor: no one twice, no one missed', async () => {
    const created: number[] = [];
    for (let index = 0; index < 26; index += 1)
      created.push((await createMember(t.app, t.database.db, NL, { gender: 'female', country: 'NL', region: 'ZE' })).id);
    const first = await search('?country=NL&countryregion=ZE').expect(200);
    expect(first.body.results).toHaveLength(24);
    expect(first.body.cursor).toMatch(/^\d\.\d+\.\d+$/);
    const second = await search(`?country=NL&countryregion=ZE&cursor=${first.body.cursor}`).expect(200);
    expect(second.body.cursor).toBeNull();
    const seen = [...first.body.results, ...second.body.results].map((card: { id: number }) => card.id);
    expect(seen).toEqual([...created].reverse());
    await search('?cursor=nonsense').expect(400);
  });

  it("gives a glance of the newest with limit, as the search's first cards, without the count; its cursor goes on after them", async () => {
    const full = await search('?country=NL&countryregion=ZE').expect(200);
    const glance = await search('?country=NL&countryregion=ZE&limit=5').expect(200);
    const idsOf = (body: { results: { id: number }[] }) => body.results.map((card) => card.id);
    expect(idsOf(glance.body)).toEqual(idsOf(full.body).slice(0, 5));
    expect(glance.body).not.toHaveProperty('numResults');
    const next = await search(`?country=NL&countryregion=ZE&limit=5&cursor=${glance.body.cursor}`).expect(200);
    expect(idsOf(next.body)).toEqual(idsOf(full.body).slice(5, 10));
    for (const limit of ['0', '25', '2.5', 'x', '-1']) {
      const res = await search(`?limit=${limit}`).expect(400);
      expect(res.body.fields.limit, limit).toBeTruthy();
    }
  });

  it('lets visitors search where the site allows it, and not where it does not', async () => {
    await api(t.app, NL).get('/api/members.php').expect(200);
    const refused = await api(t.app, DE).get('/api/members.php').expect(403);
    expect(refused.body.error).toBe('authentication_required');
  });

  it('shows a profile with the photos the viewer may see and related members of the gender the viewer looks for', async () => {
    const res = await api(t.app, NL, viewerCookie).get(`/api/member.php?id=${ids.anna}`).expect(200);
    expect(res.body.profile).toMatchObject({ id: ids.anna, age: expect.any(Number), main_image: null, locked_photos: 0, blocked: false });
    // Dirk lives near Anna, but the viewer (a straight man) is looking for women.
    expect(res.body.related.map((card: { id: number }) => card.id)).not.toContain(ids.dirk);
    const dirks = await api(t.app, NL, viewerCookie).get(`/api/member.php?id=${ids.dirk}`).expect(200);
    expect(dirks.body.related.map((card: { id: number }) => card.id)).toEqual([ids.anna]);
    // On another site the cookie is no session: a visitor there, and that site keeps profiles from visitors.
    expect((await api(t.app, DE, viewerCookie).get(`/api/member.php?id=${ids.anna}`).expect(403)).body.error).toBe('authentication_required');
    await api(t.app, NL).get(`/api/member.php?id=${ids.german}`).expect(404);
    await api(t.app, NL, viewerCookie).get(`/api/member.php?id=${ids.german}`).expect(404);
    await api(t.app, NL, viewerCookie).get(`/api/member.php?id=${ids.hidden}`).expect(404);
  });

  it('blocks both ways and unblocks', async () => {
    const anna = await createMember(t.app, t.database.db, NL, { gender: 'female' });
    await api(t.app, NL, anna.cookie).post('/api/block.php', { id: ids.viewer }).expect(200);
    await api(t.app, NL, anna.cookie).post('/api/block.php', { id: ids.viewer }).expect(200);
    const blocked = await api(t.app, NL, viewerCookie).get(`/api/member.php?id=${anna.id}`).expect(403);
    expect(blocked.body.message).toBe(dutch('members.blocked_by', { name: anna.body.name }));
    expect((await search('?gender=female').expect(200)).body.results.map((card: { id: number }) => card.id)).not.toContain(anna.id);
    const annasView = await api(t.app, NL, anna.cookie).get('/api/members.php').expect(200);
    expect(annasView.body.results.map((card: { id: number }) => card.id)).not.toContain(ids.viewer);
    await api(t.app, NL, anna.cookie).delete('/api/block.php', { id: ids.viewer }).expect(200);
    await api(t.app, NL, viewerCookie).get(`/api/member.php?id=${anna.id}`).expect(200);
    await api(t.app, NL).post('/api/block.php', { id: ids.viewer }).expect(403);
    await api(t.app, DE, anna.cookie).post('/api/block.php', { id: ids.viewer }).expect(403);
  });

  it('stores complaints from members and visitors, with clear errors', async () => {
    await api(t.app, NL, viewerCookie)
      .post('/api/complaints.php', { reason: 'fake_profile', text: 'This profile uses stolen photos.', profile_id: ids.bas })
      .expect(201);
    const short = await api(t.app, NL, viewerCookie).post('/api/complaints.php', { reason: 'spam_or_scam', text: 'bad' }).expect(400);
    expect(short.body.fields.text).toBe(dutch('complaints.text_short', { min: 10 }));
    const anonymous = await api(t.app, NL).post('/api/complaints.php', { reason: 'underage', text: 'This person looks very young.' }).expect(400);
    expect(anonymous.body.fields.email).toBeTruthy();
    await api(t.app, NL).post('/api/complaints.php', { reason: 'underage', text: 'This person looks very young.', email: 'worried@example.org' }).expect(201);
  });
});

describe('GET /api/geocode.php', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(BACKENDS[0] as (typeof BACKENDS)[number]);
  });
  afterAll(() => t.close());

  it('answers country and region offline, and whether the site serves it', async () => {
    const munich = await api(t.app, DE).get('/api/geocode.php?lat=48.137&lon=11.575').expect(200);
    expect(munich.body).toEqual({ country: 'DE', region: 'BY', supported: true });
    const paris = await api(t.app, DE).get('/api/geocode.php?lat=48.857&lon=2.352').expect(200);
    expect(paris.body).toMatchObject({ country: 'FR', supported: false });
    const bad = await api(t.app, DE).get('/api/geocode.php?lat=123&lon=x').expect(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['lat', 'lon']);
  });
});
