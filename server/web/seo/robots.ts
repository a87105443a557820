import { profilesPublic, siteIndexable, type IndexPolicy } from '#server/contract/seo';

/**
 * Member-only, account and one-time paths: nothing a searcher can open, so crawlers need not
 * fetch them (their pages carry noindex as well, for links found elsewhere). Prefixes, as
 * robots.txt matches them; `$` ends a path that is also the start of public ones.
 */
const PRIVATE_PATHS = [
  '/api/',
  '/chats',
  '/members/*/chat',
  '/members/*/signup',
  '/settings',
  '/notifications',
  '/profile$',
  '/likes',
  '/swipe-game',
  '/match-finder',
  '/credits',
  '/premium',
  '/transactions',
  '/directdebit',
  '/complete-signup',
  '/signup-matches',
  '/login',
  '/reset-password',
  '/activate/',
  '/mail-change/',
  '/account-deleted',
  '/unsubscribe',
  '/lang-config',
];

/**
 * /robots.txt: public pages, landers and public profiles open, account areas and the API closed,
 * and the sitemap on the site's own origin. Where visitors may not browse members, crawlers may not either. A site search engines may not list keeps its pages
 * crawlable, so their noindex is seen, and names no sitemap.
 */
export function robotsTxt(origin: string, site: IndexPolicy): string {
  const closed = profilesPublic(site) ? PRIVATE_PATHS : [...PRIVATE_PATHS, '/members'];
  const lines = ['User-agent: *', 'Allow: /', ...closed.map((path) => `Disallow: ${path}`)];
  if (siteIndexable(site)) lines.push('', `Sitemap: ${origin}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}
