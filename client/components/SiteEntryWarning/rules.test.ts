import { describe, expect, it } from 'vitest';
import { RESTRICTED_LAYOUT_COUNTRIES, shouldShowEntryWarning } from './rules';

const settings = { enable_site_entry_popup: true, site_entry_countries: ['NL', 'DE', 'FR'], geoip_country: 'FR' as string | null };

describe('site-entry warning rules (docs/product.md#entry-warning)', () => {
  it('shows to a visitor from an allowed country who has not dismissed it', () => {
    expect(shouldShowEntryWarning({ settings, dismissed: false, standalone: false, loggedIn: false })).toBe(true);
  });

  it('is skipped once dismissed, in the installed app, or when the tenant disables it', () => {
    expect(shouldShowEntryWarning({ settings, dismissed: true, standalone: false, loggedIn: false })).toBe(false);
    expect(shouldShowEntryWarning({ settings, dismissed: false, standalone: true, loggedIn: false })).toBe(false);
    expect(shouldShowEntryWarning({ settings: { ...settings, enable_site_entry_popup: false }, dismissed: false, standalone: false, loggedIn: false })).toBe(
      false,
    );
  });

  it('is never shown to a logged-in member', () => {
    expect(shouldShowEntryWarning({ settings, dismissed: false, standalone: false, loggedIn: true })).toBe(false);
  });

  it('is skipped for countries outside the allowed list and for unknown countries', () => {
    expect(shouldShowEntryWarning({ settings: { ...settings, geoip_country: 'US' }, dismissed: false, standalone: false, loggedIn: false })).toBe(false);
    expect(shouldShowEntryWarning({ settings: { ...settings, geoip_country: null }, dismissed: false, standalone: false, loggedIn: false })).toBe(false);
  });

  it('shows only to NL and DE in the chat and empty layouts', () => {
    const restricted = { dismissed: false, standalone: false, loggedIn: false, onlyCountries: RESTRICTED_LAYOUT_COUNTRIES };
    expect(shouldShowEntryWarning({ settings, ...restricted })).toBe(false);
    expect(shouldShowEntryWarning({ settings: { ...settings, geoip_country: 'NL' }, ...restricted })).toBe(true);
    expect(shouldShowEntryWarning({ settings: { ...settings, geoip_country: 'DE' }, ...restricted })).toBe(true);
  });
});
