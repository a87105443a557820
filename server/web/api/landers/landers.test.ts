import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createFace, createMember } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const EN = 'flirtlocal.localhost';
const DE = 'herzklopfen.localhost';

interface Face {
  id: number;
  name: string;
  fictional: boolean;
  region: string | null;
  region_name: string | null;
  main_image: { thumb_filename: string } | null;
}

describe.each(BACKENDS)('GET /api/lander.php on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const face = (host: string, tenantId: string, profile: Parameters<typeof createFace>[4]) => createFace(t.app, t.database.db, host, tenantId, profile);

  it("shows only the site's own visible members with a photo, fictional ones marked, to visitors", async () => {
    const anna = await face(EN, 'flirtlocal', { name: 'Anna', gender: 'female', country: 'GB', region: 'MAN' });
    const fiona = await face(EN, 'flirtlocal', { name: 'Fiona', gender: 'female', country: 'GB', fictional: true });
    const faceless = await createMember(t.app, t.database.db, EN, { name: 'Nophoto', gender: 'female', country: 'GB' });
    const hidden = await face(EN, 'flirtlocal', { name: 'Hidden', gender: 'female', country: 'GB', status: 'disabled' });
    const german = await face(DE, 'herzklopfen', { name: 'Greta', gender: 'female', country: 'DE' });

    const { body } = await api(t.app, EN).get('/api/lander.php?name=collagelanding').expect(200);
    const ids = body.members.map((member: Face) => member.id);
    expect(ids).toEqual(expect.arrayContaining([anna.id, fiona.id]));
    for (const absent of [faceless.id, hidden.id, german.id]) expect(ids).not.toContain(absent);
    const byId = new Map<number, Face>(body.members.map((member: Face) => [member.id, member]));
    expect(byId.get(fiona.id)?.fictional).toBe(true);
    expect(byId.get(anna.id)).toMatchObject({
      fictional: false,
      region: 'MAN',
      region_name: 'Manchester',
      main_image: { thumb_filename: `/media/${anna.id}_thumb.webp` },
    });
    expect(body.lander).toEqual({ name: 'collagelanding', slug: null, headline: null, subline: null, cta: null, region: null });
  });

  it("picks the slug's campaign variant in the visitor's language, its region's members first; an unknown slug is the default", async () => {
    const londoner = await face(EN, 'flirtlocal', { name: 'Lola', gender: 'female', country: 'GB', region: 'LND' });
    // Newer, but not in London: she comes after the campaign region's members.
    const newer = await face(EN, 'flirtlocal', { name: 'Nina', gender: 'female', country: 'GB', region: 'KEN' });
    const english = (await api(t.app, EN).get('/api/lander.php?name=gallery&slug=manchester').expect(200)).body;
    expect(english.lander).toMatchObject({ slug: 'manchester', headline: "Manchester's newest members", cta: "See who's near you" });
    expect(english.lander.region).toEqual({ country: 'GB', code: 'MAN', name: 'Manchester' });

    const london = (await api(t.app, EN).get('/api/lander.php?name=maplanding&slug=london').expect(200)).body;
    expect(london.lander.headline).toBe("Who's single in London?");
    const ids = london.members.map((member: Face) => member.id);
    expect(ids.indexOf(londoner.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(london.regions.country).toBe('GB');
    expect(london.regions.regions.find((region: { code: string }) => region.code === 'LND')).toMatchObject({ name: 'London', count: 1 });
    expect(london.regions.map.width).toBeGreaterThan(0);

    const dutch = (await api(t.app, EN).get('/api/lander.php?name=collagelanding&slug=london').set('Cookie', 'i18n_redirected=nl').expect(200)).body;
    expect(dutch.lander.headline).toBe('Singles uit Londen zijn vanavond online');
    // No Dutch subline: the English one, the only one the campaign wrote.
    expect(dutch.lander.subline).toMatch(/^Hundreds of Londoners/);

    const unknown = (await api(t.app, EN).get('/api/lander.php?name=gallery&slug=no-such-campaign').expect(200)).body;
    expect(unknown.lander).toMatchObject({ slug: null, headline: null, region: null });
  });

  it('answers 404 for an unknown lander and 400 for a malformed name or slug', async () => {
    expect((await api(t.app, EN).get('/api/lander.php?name=nosuchlander').expect(404)).body.error).toBe('not_found');
    await api(t.app, EN).get('/api/lander.php').expect(400);
    await api(t.app, EN).get('/api/lander.php?name=Gallery').expect(400);
    await api(t.app, EN)
      .get(`/api/lander.php?name=${'a'.repeat(41)}`)
      .expect(400);
    await api(t.app, EN).get('/api/lander.php?name=gallery&slug=..%2Fetc').expect(400);
    await api(t.app, EN).get('/api/lander.php?name=gallery&slug=UPPER').expect(400);
  });

  it("draws the region map of the site's own countries only", async () => {
    const map = await api(t.app, EN).get('/api/lander-map.svg?country=GB').expect(200);
    expect(map.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(String(map.body ?? map.text)).toContain('<path d="M');
    await api(t.app, EN).get('/api/lander-map.svg?country=NL').expect(404);
    await api(t.app, EN).get('/api/lander-map.svg?country=gb').expect(400);
  });
});
