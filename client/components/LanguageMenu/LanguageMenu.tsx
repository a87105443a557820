import { useId, useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { LANGUAGE_NAMES, isLanguage } from '#server/contract/languages';
import { useSettings } from '#client/app-context';
import { useSwitchLanguage } from '#client/i18n/useSwitchLanguage';
import type { Settings } from '#client/queries/site';
import * as styles from './LanguageMenu.css';

/**
 * docs/product.md#top-bar "language dropdown shown depending on country": shown when the site offers more than
 * one language and either names no countries for the menu, or the visitor's country is one of
 * them (an unknown country counts as allowed).
 */
export function showLanguageMenu(settings: Pick<Settings, 'languages' | 'language_menu_countries' | 'geoip_country'>): boolean {
  if (settings.languages.length < 2) return false;
  const countries = settings.language_menu_countries;
  return countries.length === 0 || !settings.geoip_country || countries.includes(settings.geoip_country);
}

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const switchLanguage = useSwitchLanguage();
  const [busy, setBusy] = useState(false);
  const id = useId();
  if (!showLanguageMenu(settings)) return null;

  return (
    <div className={styles.wrapper}>
      <label htmlFor={id} className={styles.label}>
        {t('language.label')}
      </label>
      {/* The native select stays on top (invisible) so phones get their own picker; this shows the globe, and the code from tablets up. */}
      <span className={styles.face} aria-hidden="true">
        <svg className={styles.globe} viewBox="0 0 24 24">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9M12 3c-2.5 2.5-3.8 5.5-3.8 9s1.3 6.5 3.8 9" />
        </svg>
        <span className={styles.code}>{i18n.language.toUpperCase()}</span>
      </span>
      <select
        id={id}
        className={styles.select}
        value={i18n.language}
        disabled={busy}
        data-testid="language-menu"
        onChange={(event) => {
          const language = event.target.value;
          if (!isLanguage(language)) return;
          setBusy(true);
          switchLanguage(language).finally(() => setBusy(false));
        }}
      >
        {settings.languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
