import type { Settings } from '#client/queries/site';

/** The chat and empty layouts warn only visitors from NL and DE; landers follow the site's list (docs/product.md#entry-warning). */
export const RESTRICTED_LAYOUT_COUNTRIES = ['NL', 'DE'] as const;

export interface EntryWarningInput {
  settings: Pick<Settings, 'enable_site_entry_popup' | 'site_entry_countries' | 'geoip_country'>;
  dismissed: boolean;
  /** Installed web app (display-mode standalone). */
  standalone: boolean;
  /** A member is logged in: members confirmed their age when they signed up. */
  loggedIn: boolean;
  /** The layout narrows the countries further (chat, empty). */
  onlyCountries?: readonly string[];
}

/**
 * docs/product.md#entry-warning: shown once to logged-out visitors; skipped in the installed app, once dismissed,
 * when the tenant disables it, or when the visitor's country is not on the allowed list.
 */
export function shouldShowEntryWarning({ settings, dismissed, standalone, loggedIn, onlyCountries }: EntryWarningInput): boolean {
  if (!settings.enable_site_entry_popup || dismissed || standalone || loggedIn) return false;
  const country = settings.geoip_country;
  if (!country || !settings.site_entry_countries.includes(country)) return false;
  return !onlyCountries || onlyCountries.includes(country);
}
