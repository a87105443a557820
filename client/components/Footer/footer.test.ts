import { describe, expect, it } from 'vitest';
import { showLanguageMenu } from '../LanguageMenu/LanguageMenu';
import { showUsFooter } from './Footer';

describe('footer and menu rules', () => {
  it('shows the US footer only to US visitors reading English', () => {
    expect(showUsFooter('US', 'en')).toBe(true);
    expect(showUsFooter('US', 'de')).toBe(false);
    expect(showUsFooter('GB', 'en')).toBe(false);
    expect(showUsFooter(null, 'en')).toBe(false);
  });

  it('shows the language menu by country when the tenant names countries', () => {
    const settings = { languages: ['de', 'en'] as ('de' | 'en')[], language_menu_countries: ['CH'], geoip_country: 'CH' as string | null };
    expect(showLanguageMenu(settings)).toBe(true);
    expect(showLanguageMenu({ ...settings, geoip_country: 'DE' })).toBe(false);
    expect(showLanguageMenu({ ...settings, geoip_country: null })).toBe(true);
    expect(showLanguageMenu({ ...settings, language_menu_countries: [], geoip_country: 'DE' })).toBe(true);
    expect(showLanguageMenu({ ...settings, languages: ['de'] })).toBe(false);
  });
});
