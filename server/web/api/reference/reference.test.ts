import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '#tests/support/backends';
import { createTestApp, type TestApp } from '#tests/support/test-app';

describe.each(BACKENDS)('reference data on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('lists the 50 interests with an icon, named in the visitor language', async () => {
    const german = await request(t.app).get('/api/interests.php').set('Host', 'herzklopfen.localhost').expect(200);
    expect(german.body.interests).toHaveLength(50);
    for (const interest of german.body.interests) {
      expect(interest.icon).toBeTruthy();
      expect(interest.name).toBeTruthy();
    }
    const english = await request(t.app).get('/api/interests.php').set('Host', 'flirtlocal.localhost').expect(200);
    expect(english.body.interests[0]).toMatchObject({ id: 1, slug: 'adventure', name: 'Adventure' });
    expect(german.body.interests[0].name).not.toBe('Adventure');
    expect(english.headers['cache-control']).toMatch(/max-age=\d+/);
  });

  it('gives regions for exactly the countries the tenant serves', async () => {
    const res = await request(t.app).get('/api/regions.php').set('Host', 'herzklopfen.localhost').expect(200);
    expect(Object.keys(res.body.regions).sort()).toEqual(['AT', 'CH', 'DE']);
    expect(res.body.regions.DE).toHaveLength(16);
    expect(res.body.regions.DE).toContainEqual({ code: 'BY', name: 'Bayern' });
  });

  it('presents the company with the terms date rule and a dialable phone', async () => {
    const res = await request(t.app).get('/api/companyinfo.php').set('Host', 'coeurs-coquins.localhost').expect(200);
    expect(res.body.company).toMatchObject({
      name: 'Amora Media B.V.',
      added: '2024-03-15',
      terms_date: '2024-03-15',
      support_phone: '+31201234567',
      sepa_creditor_id: 'NL82ZZZ812345670000',
    });
    expect(res.body.company.vat_numbers).toEqual(['NL862345678B01']);
  });

  it('answers unknown API paths with a translated JSON 404', async () => {
    const res = await request(t.app).get('/api/nothing.php').set('Host', 'herzklopfen.localhost').expect(404);
    expect(res.body).toEqual({ error: 'not_found', message: expect.any(String) });
    expect(res.body.message).not.toBe('This function does not exist.');
  });
});
