import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '#tests/support/backends';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const [backend] = BACKENDS;

/** The visible document, without the serialized state (which carries raw translation templates). */
function visible(html: string): string {
  return html.replace(/<script[\s\S]*?<\/script>/g, '');
}

describe('server-rendered pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend as (typeof BACKENDS)[number]);
  });
  afterAll(() => t.close());

  it("renders the tenant's home page in its domain language, with the right <html lang>", async () => {
    const res = await request(t.app).get('/').set('Host', 'herzklopfen.localhost').expect(200);
    expect(res.text).toMatch(/^<!DOCTYPE html><html lang="de"/);
    expect(res.text).toContain('Reife Singles ab 40 in Ihrer Nähe');
    expect(visible(res.text)).not.toContain('FlirtLocal');
  });

  it('renders the language of the cookie before the domain language', async () => {
    const res = await request(t.app).get('/').set('Host', 'herzklopfen.localhost').set('Cookie', 'i18n_redirected=en').expect(200);
    expect(res.text).toMatch(/<html lang="en"/);
    expect(res.text).toContain('Sign up');
  });

  it('puts a fresh CSP nonce on every script and nowhere else', async () => {
    const first = await request(t.app).get('/').set('Host', 'flirtlocal.localhost').expect(200);
    const second = await request(t.app).get('/').set('Host', 'flirtlocal.localhost').expect(200);
    const nonce = /'nonce-([^']+)'/.exec(first.headers['content-security-policy'] ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers['content-security-policy']).not.toContain(nonce);
    const executable = first.text.match(/<script(?![^>]*type="application\/json")[^>]*>/g) ?? [];
    expect(executable.length).toBeGreaterThan(0);
    for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('answers unknown paths with the 404 page (docs/product.md#error-pages)', async () => {
    const res = await request(t.app).get('/no-such-page').set('Host', 'flirtlocal.localhost').expect(404);
    expect(res.text).toContain('This page could not be found');
    expect(res.text).toContain('Back to the home page');
  });

  it('sends visitors from the members’ payment pages to log in, and shows them the price list', async () => {
    for (const path of ['/credits', '/credits/repeat-order', '/premium', '/transactions', '/directdebit']) {
      const res = await request(t.app).get(path).set('Host', 'flirtlocal.localhost').expect(302);
      expect(res.headers.location).toBe(`/login?redirect=${encodeURIComponent(path)}`);
    }
    const pricing = await request(t.app).get('/pricing').set('Host', 'flirtlocal.localhost').expect(200);
    expect(pricing.text).toContain('£');
  });

  it('serves an unknown host its own 404 page, never a tenant', async () => {
    const res = await request(t.app).get('/').set('Host', 'not-a-site.example').set('Accept-Language', 'nl-NL,nl;q=0.9').expect(404);
    expect(res.text).toMatch(/<html lang="nl"/);
    expect(res.text).toContain('not-a-site.example');
    expect(res.text).not.toMatch(/FlirtLocal|Herzklopfen|Regenboog|Cœurs/);
  });

  it('escapes a hostile Host header on the unknown-site page', async () => {
    const res = await request(t.app).get('/').set('Host', '"><script>alert(1)</script>').expect(404);
    expect(res.text).not.toContain('<script>alert(1)');
  });

  it('fills the terms with the company and the terms version date', async () => {
    const res = await request(t.app).get('/pages/terms').set('Host', 'flirtlocal.localhost').expect(200);
    expect(res.text).toContain('Amora Media B.V.');
    expect(res.text).toContain('Version of March 15, 2024');
    expect(visible(res.text)).not.toContain('{{');
  });

  it('serves every static page in every tenant language with its company', async () => {
    for (const page of ['terms', 'privacy', 'cookies', 'ban', 'return-policy', 'faq', 'service']) {
      const res = await request(t.app).get(`/pages/${page}`).set('Host', 'coeurs-coquins.localhost').expect(200);
      expect(res.text, page).toMatch(/<html lang="fr"/);
      expect(visible(res.text), page).not.toContain('{{');
      expect(visible(res.text), page).toContain('Amora Media');
    }
  });

  it('gives crawlers the complete page too', async () => {
    const res = await request(t.app)
      .get('/pages/faq')
      .set('Host', 'flirtlocal.localhost')
      .set('User-Agent', 'Googlebot/2.1 (+http://www.google.com/bot.html)')
      .expect(200);
    expect(res.text).toContain('</html>');
    expect(res.text).toContain('<details');
  });

  it('serves a manifest and icons per tenant', async () => {
    const en = await request(t.app).get('/manifest.webmanifest').set('Host', 'flirtlocal.localhost').expect(200);
    const de = await request(t.app).get('/manifest.webmanifest').set('Host', 'herzklopfen.localhost').expect(200);
    const enManifest = JSON.parse(en.text);
    const deManifest = JSON.parse(de.text);
    expect(enManifest.name).toBe('FlirtLocal');
    expect(deManifest.name).toBe('Herzklopfen 40+');
    expect(enManifest.theme_color).not.toBe(deManifest.theme_color);
    // The page's theme-color meta paints what the installed app's manifest does.
    for (const [host, manifest] of [
      ['flirtlocal.localhost', enManifest],
      ['herzklopfen.localhost', deManifest],
    ] as const) {
      const page = await request(t.app).get('/').set('Host', host).expect(200);
      expect(page.text, host).toContain(`<meta name="theme-color" content="${manifest.theme_color}"/>`);
    }
    const icon = await request(t.app).get('/icons/icon-192.png').set('Host', 'herzklopfen.localhost').expect(200).expect('Content-Type', 'image/png');
    const sharp = (await import('sharp')).default;
    expect(await sharp(icon.body as Buffer).metadata()).toMatchObject({ width: 192, height: 192, format: 'png' });
  });

  it('serves the service worker at /sw-push.js without caching it', async () => {
    const res = await request(t.app).get('/sw-push.js').set('Host', 'flirtlocal.localhost').expect(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).not.toContain("addEventListener('fetch'");
  });
});
