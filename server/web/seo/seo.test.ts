import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '#server/platform/db/schema';
import { LANDER_NAMES } from '#server/contract/landers';
import { STATIC_PAGES } from '#server/contract/static-pages';
import type { TenantContext } from '#server/platform/tenancy/registry';
import { BACKENDS } from '#tests/support/backends';
import { signUp } from '#tests/support/accounts';
import { createMember } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { membersSitemap, pagesSitemap, sitemap } from './sitemap';

/** The <loc> addresses of a sitemap or sitemap index. */
function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] as string);
}

describe.each(BACKENDS)('robots.txt, sitemap and share image on $name', (backend) => {
  let t: TestApp;
  let flirt: TenantContext;
  let herz: TenantContext;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(backend);
    flirt = t.tenants.get('flirtlocal') as TenantContext;
    herz = t.tenants.get('herzklopfen') as TenantContext;
    const db = t.database.db;
    ids.first = (await createMember(t.app, db, 'flirtlocal.localhost')).id;
    ids.fictional = (await createMember(t.app, db, 'flirtlocal.localhost', { fictional: true })).id;
    ids.second = (await createMember(t.app, db, 'flirtlocal.localhost')).id;
    // Not confirmed: the profile is not active, so nobody sees it.
    ids.unconfirmed = (await signUp(t.app, 'flirtlocal.localhost')).user.id as number;
    ids.hidden = (await createMember(t.app, db, 'flirtlocal.localhost')).id;
    await db.update(profiles).set({ status: 'disabled' }).where(eq(profiles.userId, ids.hidden));
    ids.herz = (await createMember(t.app, db, 'herzklopfen.localhost')).id;
  });
  afterAll(() => t.close());

  it("robots.txt closes the API and the account areas and names the sitemap on the site's own origin, whatever the Host", async () => {
    const res = await request(t.app).get('/robots.txt').set('Host', 'flirtlocal.test').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.text.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of [
      '/api/',
      '/settings',
      '/chats',
      '/notifications',
      '/likes',
      '/credits',
      '/transactions',
      '/login',
      '/reset-password',
      '/unsubscribe',
      '/members/*/signup',
    ])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /members');
    expect(lines).toContain(`Sitemap: ${flirt.origin}/sitemap.xml`);
    expect(flirt.origin).toMatch(/^http:\/\/flirtlocal\.localhost:/);
  });

  it('robots.txt keeps crawlers out of the members where visitors may not browse them, and each site names its own sitemap', async () => {
    const res = await request(t.app).get('/robots.txt').set('Host', 'herzklopfen.localhost').expect(200);
    expect(res.text.split('\n')).toContain('Disallow: /members');
    expect(res.text).toContain(`Sitemap: ${herz.origin}/sitemap.xml`);
    expect(res.text).not.toContain('flirtlocal');
  });

  it('a site open only to traffic sources names no sitemap and lists nothing', async () => {
    const robots = await request(t.app).get('/robots.txt').set('Host', 'coeurs-coquins.localhost').expect(200);
    expect(robots.text).not.toContain('Sitemap:');
    // Crawling stays allowed, so search engines see the pages' noindex.
    expect(robots.text.split('\n')).not.toContain('Disallow: /');
    const map = await request(t.app).get('/sitemap.xml').set('Host', 'coeurs-coquins.localhost').expect(200);
    expect(map.text).toContain('<urlset');
    expect(locs(map.text)).toEqual([]);
  });

  it('sitemap.xml lists the public pages, the nine landers and the active own members, on the site origin', async () => {
    const res = await request(t.app).get('/sitemap.xml').set('Host', 'flirtlocal.test').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const urls = locs(res.text);
    expect(urls.every((url) => url.startsWith(`${flirt.origin}/`))).toBe(true);
    const paths = urls.map((url) => url.slice(flirt.origin.length));
    expect(paths).toEqual(expect.arrayContaining(['/', '/members', '/pricing', ...STATIC_PAGES.map((page) => `/pages/${page}`)]));
    expect(paths.filter((path) => path.startsWith('/landers/')).sort()).toEqual(LANDER_NAMES.map((name) => `/landers/${name}`).sort());
    // Fictional members are members of the site like any other; hidden, unconfirmed and other sites' are not.
    const members = paths.filter((path) => /^\/members\/\d+$/.test(path));
    expect(members).toEqual([`/members/${ids.first}`, `/members/${ids.fictional}`, `/members/${ids.second}`]);
    expect(paths).not.toContain('/login');
    expect(paths).not.toContain('/settings');
  });

  it('lists no profiles where visitors may not browse them', async () => {
    const res = await request(t.app).get('/sitemap.xml').set('Host', 'herzklopfen.localhost').expect(200);
    const paths = locs(res.text).map((url) => url.slice(herz.origin.length));
    expect(paths).toContain('/');
    expect(paths).toContain('/landers/tinderswipe');
    expect(paths.some((path) => path.startsWith('/members'))).toBe(false);
    expect(locs(res.text).every((url) => url.startsWith(`${herz.origin}/`))).toBe(true);
  });

  it('a large site gets a sitemap index of the pages and members files, each file a run of the members in order', async () => {
    const deps = { db: t.database.db, cache: t.cache, fileSize: 2 };
    const index = await sitemap(deps, flirt);
    expect(index).toContain('<sitemapindex');
    expect(locs(index)).toEqual([`${flirt.origin}/sitemap-pages.xml`, `${flirt.origin}/sitemap-members-1.xml`, `${flirt.origin}/sitemap-members-2.xml`]);
    expect(locs((await membersSitemap(deps, flirt, 1)) ?? '')).toEqual([`${flirt.origin}/members/${ids.first}`, `${flirt.origin}/members/${ids.fictional}`]);
    expect(locs((await membersSitemap(deps, flirt, 2)) ?? '')).toEqual([`${flirt.origin}/members/${ids.second}`]);
    expect(await membersSitemap(deps, flirt, 3)).toBeUndefined();
    expect(locs(pagesSitemap(flirt))).toContain(`${flirt.origin}/pricing`);
  });

  it('answers a members file past the last, or a malformed number, with 404', async () => {
    await request(t.app).get('/sitemap-members-1.xml').set('Host', 'flirtlocal.localhost').expect(200);
    await request(t.app).get('/sitemap-members-2.xml').set('Host', 'flirtlocal.localhost').expect(404);
    await request(t.app).get('/sitemap-members-0.xml').set('Host', 'flirtlocal.localhost').expect(404);
    await request(t.app).get('/sitemap-members-x.xml').set('Host', 'flirtlocal.localhost').expect(404);
  });

  it("draws a 1200×630 share image per site in the site's colours", async () => {
    const images = await Promise.all(
      ['flirtlocal.localhost', 'herzklopfen.localhost'].map(async (host) => {
        const res = await request(t.app).get('/share-image.png').set('Host', host).buffer(true).expect(200);
        expect(res.headers['content-type']).toBe('image/png');
        const image = sharp(res.body as Buffer);
        expect(await image.metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
        // The top-left pixel is the site's primary colour (the gradient starts there).
        const { data } = await image.clone().extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
        return [...data.subarray(0, 3)];
      }),
    );
    expect(images[0]).toEqual([0xdf, 0x10, 0x40]);
    expect(images[1]).toEqual([0x9b, 0x1d, 0x42]);
    const again = await request(t.app).get('/share-image.png').set('Host', 'flirtlocal.localhost').buffer(true).expect(200);
    expect(again.headers['cache-control']).toContain('max-age=86400');
  });
});
