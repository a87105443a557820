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
  age: number;
  fictional: boolean;
  country: string;
  region_name: string | null;
  main_image: { thumb_filename: string } | null;
}

describe.each(BACKENDS)('GET /api/home-faces.php on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const face = (host: string, tenantId: string, profile: Parameters<typeof createFace>[4]) => createFace(t.app, t.database.db, host, tenantId, profile);

  it("shows visitors the site's own visible members with a photo, the visitor's country first, fictional ones marked", async () => {
    const irish = await face(EN, 'flirtlocal', { name: 'Aoife', gender: 'female', country: 'IE', region: 'D', fictional: true });
    const british = await face(EN, 'flirtlocal', { name: 'Bella', gender: 'female', country: 'GB', region: 'MAN' });
    const faceless = await createMember(t.app, t.database.db, EN, { name: 'Nophoto', gender: 'female', country: 'IE' });
    const hidden = await face(EN, 'flirtlocal', { name: 'Hidden', gender: 'female', country: 'IE', status: 'disabled' });
    const german = await face(DE, 'herzklopfen', { name: 'Greta', gender: 'female', country: 'DE' });

    const { body } = await api(t.app, EN).get('/api/home-faces.php').set('cf-ipcountry', 'IE').expect(200);
    expect(body.country).toBe('IE');
    const ids = body.members.map((member: Face) => member.id);
    expect(ids[0]).toBe(irish.id);
    expect(ids).toContain(british.id);
    for (const absent of [faceless.id, hidden.id, german.id]) expect(ids).not.toContain(absent);
    const byId = new Map<number, Face>(body.members.map((member: Face) => [member.id, member]));
    expect(byId.get(irish.id)).toMatchObject({
      name: 'Aoife',
      fictional: true,
      country: 'IE',
      main_image: { thumb_filename: `/media/${irish.id}_thumb.webp` },
    });
    expect(byId.get(british.id)).toMatchObject({ fictional: false, region_name: 'Manchester' });
    expect(typeof byId.get(british.id)?.age).toBe('number');
    expect(body.members.length).toBeLessThanOrEqual(12);
  });

  it('a visitor from a country the site does not serve sees the whole site; any query string is ignored', async () => {
    await face(DE, 'herzklopfen', { name: 'Heike', gender: 'female', country: 'AT' });
    const { body } = await api(t.app, DE).get('/api/home-faces.php?country=ZZ&page=2').set('cf-ipcountry', 'FR').expect(200);
    expect(body.country).toBeNull();
    expect(body.members.map((member: Face) => member.name)).toContain('Heike');
    expect(body.members.every((member: Face) => member.main_image !== null)).toBe(true);
  });
});
