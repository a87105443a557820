/** What search engines may see of a site: one rule for robots.txt, the sitemap and the pages' robots tags. */
export interface IndexPolicy {
  signups: 'all' | 'with_trafficsource' | 'other';
  logged_out_search: boolean;
}

/**
 * Whether search engines may list this site at all: only a site a visitor from a search can join.
 * An invite-only site, or one open only to a traffic source (a search engine is none), would send
 * searchers to a closed door (docs/decisions/0094-seo.md).
 */
export function siteIndexable(site: Pick<IndexPolicy, 'signups'>): boolean {
  return site.signups === 'all';
}

/**
 * Whether profiles are public: a crawler is a visitor without a traffic source, so it sees them
 * exactly where such a visitor does (docs/product.md#search-visitors).
 */
export function profilesPublic(site: IndexPolicy): boolean {
  return siteIndexable(site) && site.logged_out_search;
}

/** The share image every page names (og:image), drawn per site by the server. */
export const SHARE_IMAGE = { path: '/share-image.png', width: 1200, height: 630 } as const;
