import type { SiteRow } from '#client/console/queries/sites';

/** The cheapest package price in the site's first currency, e.g. "€9.95". */
export function cheapest(site: SiteRow, language: string): string | undefined {
  const currency = Object.keys(site.payments.packages[0]?.prices ?? {})[0];
  if (!currency) return undefined;
  const amounts = site.payments.packages.map((pack) => pack.prices[currency]).filter((amount): amount is number => amount !== undefined);
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(Math.min(...amounts) / 100);
}
