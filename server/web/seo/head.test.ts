import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantContext } from '#server/platform/tenancy/registry';
import { siteTextIn } from '#server/platform/tenancy/texts';
import { BACKENDS } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const [backend] = BACKENDS;

/** A site's own text in its own language, as a visitor without a language cookie reads it. */
const own = ({ tenant }: TenantContext, field: 'index_title' | 'description') => siteTextIn(tenant[field], tenant.domain_language, tenant.domain_language);

/** The head tags a crawler or a link preview reads, from a server-rendered page. */
function head(html: string) {
  const meta = (attribute: 'name' | 'property', key: string) =>
    [...html.matchAll(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`, 'g'))].map((match) => decode(match[1] as string));
  return {
    description: meta('name', 'description'),
    robots: meta('name', 'robots'),
    canonical: [...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((match) => decode(match[1] as string)),
    ogTitle: meta('property', 'og:title')[0],
    ogDescription: meta('property', 'og:description')[0],
    ogUrl: meta('property', 'og:url')[0],
    ogImage: meta('property', 'og:image')[0],
    twitterCard: meta('name', 'twitter:card')[0],
    twitterImage: meta('name', 'twitter:image')[0],
  };
}

function decode(text: string): string {
  return text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

describe('canonical, description, robots and share tags of server-rendered pages', () => {
  let t: TestApp;
  let flirt: TenantContext;
  let herz: TenantContext;
  let member: number;
  let herzMember: { id: number; cookie: string };

  beforeAll(async () => {
    t = await createTestApp(backend as (typeof BACKENDS)[number]);
    flirt = t.tenants.get('flirtlocal') as TenantContext;
    herz = t.tenants.get('herzklopfen') as TenantContext;
    const about = 'I love long walks by the sea, cooking for friends and dancing until late. Looking for someone kind who laughs easily and likes to travel.';
    member = (await createMember(t.app, t.database.db, 'flirtlocal.localhost', { name: 'Sienna', dateOfBirth: '1994-03-02', aboutMe: about })).id;
    herzMember = await createMember(t.app, t.database.db, 'herzklopfen.localhost', { name: 'Margot', aboutMe: 'Private words for members only.' });
  });
  afterAll(() => t.close());

  it("gives the home page the site's description, a canonical address on its own origin without the query, and share tags", async () => {
    // A secondary domain with an ad's tracking values: still one address, the primary origin's.
    const res = await request(t.app).get('/?network=ads&sub1=x').set('Host', 'flirtlocal.test').expect(200);
    const tags = head(res.text);
    expect(tags.canonical).toEqual([`${flirt.origin}/`]);
    expect(tags.description).toEqual([own(flirt, 'description')]);
    expect(tags.robots).toEqual([]);
    expect(res.headers['x-robots-tag']).toBeUndefined();
    expect(tags).toMatchObject({
      ogTitle: own(flirt, 'index_title'),
      ogDescription: own(flirt, 'description'),
      ogUrl: `${flirt.origin}/`,
      ogImage: `${flirt.origin}/share-image.png`,
      twitterCard: 'summary_large_image',
      twitterImage: `${flirt.origin}/share-image.png`,
    });
  });

  it('describes each public page in its own words, in the visitor’s language', async () => {
    const pricing = head((await request(t.app).get('/pricing').set('Host', 'flirtlocal.localhost').expect(200)).text);
    expect(pricing.description).toEqual([
      'What FlirtLocal costs: credit packages and their prices, with no subscription. You only pay for the messages and extras you use.',
    ]);
    expect(pricing.ogTitle).toBe('Prices | FlirtLocal');
    expect(pricing.canonical).toEqual([`${flirt.origin}/pricing`]);
    const privacy = head((await request(t.app).get('/pages/privacy').set('Host', 'herzklopfen.localhost').expect(200)).text);
    expect(privacy.description[0]).toMatch(/^Wie Herzklopfen 40\+ mit Ihren personenbezogenen Daten umgeht/);
    expect(privacy.canonical).toEqual([`${herz.origin}/pages/privacy`]);
    const descriptions = new Set([pricing.description[0], privacy.description[0], own(flirt, 'description')]);
    expect(descriptions.size).toBe(3);
  });

  it('describes a public profile by name, age, place and the start of the bio', async () => {
    const res = await request(t.app).get(`/members/${member}`).set('Host', 'flirtlocal.localhost').expect(200);
    const tags = head(res.text);
    expect(tags.ogTitle).toBe('Sienna | FlirtLocal');
    expect(tags.description[0]).toMatch(/^Sienna, \d\d · .* on FlirtLocal: I love long walks by the sea, cooking for friends/);
    expect(tags.description[0]?.endsWith('…')).toBe(true);
    expect(tags.description[0]?.length).toBeLessThanOrEqual(200);
    expect(tags.canonical).toEqual([`${flirt.origin}/members/${member}`]);
    expect(tags.robots).toEqual([]);
  });

  it('marks a fictional profile in its description as everywhere', async () => {
    const { id } = await createMember(t.app, t.database.db, 'flirtlocal.localhost', { name: 'Mila', fictional: true, aboutMe: '' });
    const tags = head((await request(t.app).get(`/members/${id}`).set('Host', 'flirtlocal.localhost').expect(200)).text);
    expect(tags.description[0]).toMatch(new RegExp(`^Mila, \\d\\d ${flirt.tenant.fictional_icon} · .* is on FlirtLocal\\. Sign up free`));
  });

  it('keeps a profile that visitors may not see out of search engines and out of its description', async () => {
    const res = await request(t.app).get(`/members/${herzMember.id}`).set('Host', 'herzklopfen.localhost').set('Cookie', herzMember.cookie).expect(200);
    const tags = head(res.text);
    expect(tags.robots).toEqual(['noindex']);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(tags.description).toEqual([own(herz, 'description')]);
    expect(res.text).not.toMatch(/<meta[^>]*Private words/);
  });

  it('marks account, member-only and one-time pages noindex, in the head and the header', async () => {
    const { cookie } = await createMember(t.app, t.database.db, 'flirtlocal.localhost');
    for (const path of [
      '/login',
      '/reset-password',
      '/signup',
      '/settings',
      '/notifications',
      '/likes',
      '/chats',
      '/transactions',
      '/credits',
      '/unsubscribe?token=x',
    ]) {
      const res = await request(t.app).get(path).set('Host', 'flirtlocal.localhost').set('Cookie', cookie);
      expect([200, 400], path).toContain(res.status);
      expect(head(res.text).robots, path).toContain('noindex');
      expect(res.headers['x-robots-tag'], path).toBe('noindex');
      expect(head(res.text).canonical, path).toEqual([`${flirt.origin}${path.split('?')[0]}`]);
    }
  });

  it('lists a lander under its own address: a campaign variant and the tracking values point to it', async () => {
    for (const path of ['/landers/gallery', '/landers/gallery/summer?network=ads&sub1=x']) {
      const tags = head((await request(t.app).get(path).set('Host', 'flirtlocal.localhost').expect(200)).text);
      expect(tags.canonical, path).toEqual([`${flirt.origin}/landers/gallery`]);
      expect(tags.ogUrl, path).toBe(`${flirt.origin}/landers/gallery`);
      expect(tags.robots, path).toEqual([]);
      expect(tags.description, path).toEqual(['Meet members of FlirtLocal near you. Sign up free in a minute – discreet and safe.']);
    }
  });

  it('marks an unknown page noindex', async () => {
    const res = await request(t.app).get('/no-such-page').set('Host', 'flirtlocal.localhost').expect(404);
    expect(head(res.text).robots).toContain('noindex');
    expect(res.headers['x-robots-tag']).toBe('noindex');
  });

  it('marks every page of a site closed to searchers noindex, its home included', async () => {
    const res = await request(t.app).get('/').set('Host', 'coeurs-coquins.localhost').expect(200);
    expect(head(res.text).robots).toEqual(['noindex']);
    expect(res.headers['x-robots-tag']).toBe('noindex');
  });
});
