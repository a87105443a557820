import { cached, type Cache } from '#server/platform/cache';
import type { Db } from '#server/platform/db/client';
import { profileFiles, profileIdsFrom, type ProfileCursor } from '#server/core/domain/members/public-profiles';
import { escapeHtml } from '#server/contract/escape-html';
import { LANDER_NAMES } from '#server/contract/landers';
import { profilesPublic, siteIndexable } from '#server/contract/seo';
import { STATIC_PAGES } from '#server/contract/static-pages';
import type { TenantContext } from '#server/platform/tenancy/registry';

/** The protocol's limit of URLs per file (sitemaps.org); larger sites get an index of files. */
export const SITEMAP_FILE_SIZE = 50_000;
/** New members show up within this; the cut into files is one pass over the index, not one per request. */
const FILES_TTL_S = 15 * 60;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export interface SitemapDeps {
  db: Db;
  cache: Cache;
  fileSize: number;
}

/** The public pages every open site has: home, search (where visitors browse), prices, the static pages and the landers. */
export function publicPaths(site: TenantContext): string[] {
  return [
    '/',
    ...(profilesPublic(site.tenant) ? ['/members'] : []),
    '/pricing',
    ...STATIC_PAGES.map((page) => `/pages/${page}`),
    ...LANDER_NAMES.map((name) => `/landers/${name}`),
  ];
}

function urlset(urls: readonly string[]): string {
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${urls.map((url) => `<url><loc>${escapeHtml(url)}</loc></url>\n`).join('')}</urlset>\n`;
}

function sitemapIndex(urls: readonly string[]): string {
  return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${urls.map((url) => `<sitemap><loc>${escapeHtml(url)}</loc></sitemap>\n`).join('')}</sitemapindex>\n`;
}

async function files(deps: SitemapDeps, site: TenantContext): Promise<{ total: number; starts: ProfileCursor[] }> {
  if (!profilesPublic(site.tenant)) return { total: 0, starts: [] };
  return cached(deps.cache, `sitemap:${site.tenant.id}:${site.version}:${deps.fileSize}`, FILES_TTL_S, () =>
    profileFiles(deps.db, site.tenant.id, deps.fileSize),
  );
}

const profileUrl = (site: TenantContext) => (id: number) => `${site.origin}/members/${id}`;

/**
 * /sitemap.xml: every public URL in one file while they fit, else an index of the pages' file and
 * the members' files. A site search engines may not list has an empty one.
 */
export async function sitemap(deps: SitemapDeps, site: TenantContext): Promise<string> {
  if (!siteIndexable(site.tenant)) return urlset([]);
  const pages = publicPaths(site).map((path) => `${site.origin}${path}`);
  const { total, starts } = await files(deps, site);
  const [first] = starts;
  if (pages.length + total <= deps.fileSize) {
    const ids = first ? await profileIdsFrom(deps.db, site.tenant.id, first, deps.fileSize) : [];
    return urlset([...pages, ...ids.map(profileUrl(site))]);
  }
  return sitemapIndex([`${site.origin}/sitemap-pages.xml`, ...starts.map((_start, index) => `${site.origin}/sitemap-members-${index + 1}.xml`)]);
}

/** /sitemap-pages.xml: the public pages alone (the index's first file). */
export function pagesSitemap(site: TenantContext): string {
  return urlset(siteIndexable(site.tenant) ? publicPaths(site).map((path) => `${site.origin}${path}`) : []);
}

/** /sitemap-members-{n}.xml: the n-th file of public profiles, undefined past the last. */
export async function membersSitemap(deps: SitemapDeps, site: TenantContext, n: number): Promise<string | undefined> {
  const start = (await files(deps, site)).starts[n - 1];
  if (!start) return undefined;
  return urlset((await profileIdsFrom(deps.db, site.tenant.id, start, deps.fileSize)).map(profileUrl(site)));
}
