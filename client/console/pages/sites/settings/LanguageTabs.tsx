import { useId, type ReactNode } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { LANGUAGE_NAMES, type Language } from '#server/contract/languages';
import * as css from './settings.css';

/**
 * The site's languages as tabs over one set of text fields: a dot marks a language with a text
 * of its own, a red dot one the server refused. Arrow keys move between tabs.
 */
export function LanguageTabs({
  languages,
  current,
  onChange,
  written,
  refused,
  children,
}: {
  languages: readonly Language[];
  current: Language;
  onChange(language: Language): void;
  written(language: Language): boolean;
  refused(language: Language): boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const move = (step: number) => {
    const next = languages[(languages.indexOf(current) + step + languages.length) % languages.length];
    if (next) {
      onChange(next);
      document.getElementById(`${id}-${next}`)?.focus();
    }
  };
  return (
    <div>
      <div role="tablist" aria-label={t('site_settings.languages')} className={css.tabs}>
        {languages.map((language) => (
          <button
            key={language}
            id={`${id}-${language}`}
            type="button"
            role="tab"
            aria-selected={language === current}
            aria-controls={`${id}-panel`}
            tabIndex={language === current ? 0 : -1}
            className={css.tab}
            onClick={() => onChange(language)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') move(1);
              if (event.key === 'ArrowLeft') move(-1);
            }}
          >
            {LANGUAGE_NAMES[language]}
            {refused(language) ? <span className={css.tabError} aria-hidden /> : written(language) && <span className={css.tabMark} aria-hidden />}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${current}`} className={css.section}>
        {children}
      </div>
    </div>
  );
}
