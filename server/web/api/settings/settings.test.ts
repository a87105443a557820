import crypto from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '#tests/support/backends';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { nicheTheme } from '#themes/niches';

/** Every settings field (docs/product.md#settings). */
const SPEC_FIELDS = [
  'name',
  'domain',
  'domain_language',
  'index_title',
  'description',
  'cdn_prefix',
  'niche',
  'signups',
  'logged_out_search',
  'logged_out_search_trafficsource',
  'minimum_message_costs',
  'push_public_key',
  'support_phone',
  'support_email',
  'geoip_country',
  'geoip_selected_country',
  'fictional_icon',
  'fictional_warning',
  'fictional_singular',
  'fictional_plural',
  'enable_site_entry_popup',
  'countries',
  'visible_profile_fields',
  'visible_profile_notes',
  'message_credits',
  'signup_credits',
  'photo_credits',
  'gift_credits',
  'message_length',
  'search_fields',
  'refund_days',
  'member_resell',
  'company_id',
  'mail_name',
];

describe.each(BACKENDS)('GET /api/settings.php on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('answers every settings field for the tenant of the Host header', async () => {
    const res = await request(t.app).get('/api/settings.php').set('Host', 'herzklopfen.localhost').expect(200);
    for (const field of SPEC_FIELDS) expect(res.body, field).toHaveProperty(field);
    expect(res.body).toMatchObject({ name: 'Herzklopfen 40+', domain: 'herzklopfen40.example', domain_language: 'de', niche: 3, company_id: 'amora-media' });
  });

  it('names the colour the browser paints around the page: the site’s own primary, else its niche’s', async () => {
    const own = await request(t.app).get('/api/settings.php').set('Host', 'herzklopfen.localhost').expect(200);
    expect(own.body.theme_color).toBe('#9b1d42');
    const niche = await request(t.app).get('/api/settings.php').set('Host', 'flirtlocal.localhost').expect(200);
    expect(niche.body.theme).toEqual({});
    expect(niche.body.theme_color).toBe(nicheTheme(niche.body.niche).color.primary);
  });

  it('names the site’s countries in its language, as the pages show them', async () => {
    const res = await request(t.app).get('/api/settings.php').set('Host', 'herzklopfen.localhost').expect(200);
    const names = new Intl.DisplayNames(['de'], { type: 'region' });
    expect(res.body.countries).toContain('DE');
    expect(res.body.country_names).toEqual(Object.fromEntries(res.body.countries.map((code: string) => [code, names.of(code)])));
    expect(res.body.country_names.DE).toBe('Deutschland');
  });

  it('resolves real domains regardless of case, port and www', async () => {
    for (const host of ['HerzKlopfen40.Example:8443', 'www.herzklopfen40.example', 'herzklopfen40.example.']) {
      const res = await request(t.app).get('/api/settings.php').set('Host', host).expect(200);
      expect(res.body.name, host).toBe('Herzklopfen 40+');
    }
  });

  it('never answers for an unknown host with another tenant', async () => {
    const res = await request(t.app).get('/api/settings.php').set('Host', 'unknown-site.example').expect(404);
    expect(res.body.error).toBe('unknown_site');
    expect(JSON.stringify(res.body)).not.toMatch(/FlirtLocal|Herzklopfen/);
  });

  it('takes the country from the CDN header and picks a served country for prices', async () => {
    const swiss = await request(t.app).get('/api/settings.php').set('Host', 'herzklopfen.localhost').set('CF-IPCountry', 'CH').expect(200);
    expect(swiss.body).toMatchObject({ geoip_country: 'CH', geoip_selected_country: 'CH', minimum_message_costs_value: 12 });
    const american = await request(t.app).get('/api/settings.php').set('Host', 'herzklopfen.localhost').set('CF-IPCountry', 'US').expect(200);
    expect(american.body).toMatchObject({ geoip_country: 'US', geoip_selected_country: 'DE', minimum_message_costs_value: 12 });
  });

  it('gives loopback visitors no GeoIP country', async () => {
    const res = await request(t.app).get('/api/settings.php').set('Host', 'flirtlocal.localhost').expect(200);
    expect(res.body.geoip_country).toBeNull();
    expect(res.body.geoip_selected_country).toBe('GB');
  });

  it('sets the language cookie from domain_language for a year, only when none exists', async () => {
    const first = await request(t.app).get('/api/settings.php').set('Host', 'coeurs-coquins.localhost').expect(200);
    const cookie = first.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(/^i18n_redirected=fr;/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    const again = await request(t.app).get('/api/settings.php').set('Host', 'coeurs-coquins.localhost').set('Cookie', 'i18n_redirected=de').expect(200);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('generates the fictional-profile wording in the visitor language', async () => {
    const french = await request(t.app).get('/api/settings.php').set('Host', 'herzklopfen.localhost').set('Cookie', 'i18n_redirected=fr').expect(200);
    const german = await request(t.app).get('/api/settings.php').set('Host', 'herzklopfen.localhost').expect(200);
    expect(german.body.fictional_warning).toContain('Herzklopfen 40+');
    expect(german.body.fictional_warning).toContain('Amora Media B.V.');
    expect(french.body.fictional_plural).not.toBe(german.body.fictional_plural);
  });

  it('answers a browser that has the current settings with 304 and no body, and new settings with a new ETag', async () => {
    const dutch = await request(t.app).get('/api/settings.php').set('Host', 'regenboog-date.localhost').expect(200);
    expect(dutch.headers.etag).toMatch(/^W\/"/);
    const unchanged = await request(t.app)
      .get('/api/settings.php')
      .set('Host', 'regenboog-date.localhost')
      .set('If-None-Match', dutch.headers.etag ?? '')
      .expect(304);
    expect(unchanged.text).toBeFalsy();
    const english = await request(t.app)
      .get('/api/settings.php')
      .set('Host', 'regenboog-date.localhost')
      .set('Cookie', 'i18n_redirected=en')
      .set('If-None-Match', dutch.headers.etag ?? '')
      .expect(200);
    expect(english.headers.etag).not.toBe(dutch.headers.etag);
    expect(english.body.name).toBe(dutch.body.name);
  });

  it('answers the plain call ahead of the other routes with the same body and headers as every other way of asking', async () => {
    const host = 'herzklopfen.localhost';
    const plain = await request(t.app).get('/api/settings.php').set('Host', host).set('Cookie', 'i18n_redirected=de').expect(200);
    const withQuery = await request(t.app).get('/api/settings.php?from=app').set('Host', host).set('Cookie', 'i18n_redirected=de').expect(200);
    expect(plain.body).toEqual(withQuery.body);
    const headers = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'cross-origin-opener-policy'];
    for (const name of [...headers, 'cache-control', 'etag', 'content-type', 'vary']) expect(plain.headers[name], name).toBe(withQuery.headers[name]);
    expect(plain.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
    const brotli = await request(t.app)
      .get('/api/settings.php')
      .set('Host', host)
      .set('Cookie', 'i18n_redirected=de')
      .set('Accept-Encoding', 'gzip, br')
      .expect(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body).toEqual(plain.body);
    // Whatever the list's order or weights: a refused brotli is gzip, a wildcard brotli, nothing listed the plain JSON.
    for (const [accepted, expected] of [
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0.5, br;q=1', 'br'],
      ['*', 'br'],
      ['deflate, GZIP', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await request(t.app)
        .get('/api/settings.php')
        .set('Host', host)
        .set('Cookie', 'i18n_redirected=de')
        .set('Accept-Encoding', accepted)
        .expect(200);
      expect(res.headers['content-encoding'], accepted).toBe(expected);
      expect(res.body, accepted).toEqual(plain.body);
    }
    // HEAD takes the routers' way to the same answer.
    const head = await request(t.app).head('/api/settings.php').set('Host', host).expect(200);
    expect(head.headers.etag).toBe(plain.headers.etag);
  });

  it("gives each site its own VAPID public key, an uncompressed P-256 point the browser's pushManager takes", async () => {
    const keys = new Map<string, string>();
    for (const host of ['flirtlocal.localhost', 'herzklopfen.localhost', 'regenboog-date.localhost', 'coeurs-coquins.localhost']) {
      const key = (await request(t.app).get('/api/settings.php').set('Host', host).expect(200)).body.push_public_key;
      const point = Buffer.from(key, 'base64url');
      expect(point.toString('base64url'), host).toBe(key);
      expect(point).toHaveLength(65);
      expect(point[0]).toBe(0x04);
      expect(() => crypto.ECDH.convertKey(point, 'prime256v1'), host).not.toThrow();
      expect((await request(t.app).get('/api/settings.php').set('Host', host).set('Cookie', 'i18n_redirected=fr')).body.push_public_key).toBe(key);
      keys.set(host, key);
    }
    expect(new Set(keys.values()).size).toBe(keys.size);
  });
});
