import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv, useSettings } from '#client/app-context';
import { Alert } from '#client/components/Alert/Alert';
import { useSwitchLanguage } from '#client/i18n/useSwitchLanguage';
import { saveProfile } from '#client/queries/profile';
import { useCurrentUser } from '#client/queries/user';
import { LANGUAGE_NAMES, LANGUAGES } from '#server/contract/languages';
import * as styles from './lang-config.css';
import { queryKeys } from '#client/queries/keys';
import { countryName } from '#client/lib/intl';

/**
 * /lang-config (docs/product.md#lang-config): the language chooser where the top bar's menu does
 * not fit. Every language in its own name; the choice sets the cookie and, for a member, the
 * account's language (her e-mails follow). A member on a site serving several countries picks
 * her country here too (her profile's, which sets prices and regions).
 */
export function LangConfigPage() {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const { api } = usePageEnv();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const switchLanguage = useSwitchLanguage();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const country = user?.profile?.country;

  const run = (change: () => Promise<unknown>) => {
    setBusy(true);
    setSaved(false);
    change()
      .then(() => setSaved(true))
      .finally(() => setBusy(false));
  };

  return (
    <section className={styles.page} data-testid="lang-config">
      <title>{`${t('lang_config.title')} | ${settings.name}`}</title>
      <h1 className={styles.title}>{t('lang_config.title')}</h1>
      <p className={styles.intro}>{user ? t('lang_config.intro_member') : t('lang_config.intro')}</p>
      {saved && (
        <Alert tone="success" testId="lang-config-saved">
          {t('lang_config.saved')}
        </Alert>
      )}
      <ul className={styles.list} aria-label={t('lang_config.title')}>
        {LANGUAGES.map((language) => (
          <li key={language}>
            <button
              type="button"
              lang={language}
              className={language === i18n.language ? styles.chosen : styles.option}
              aria-pressed={language === i18n.language}
              disabled={busy}
              data-testid={`lang-${language}`}
              onClick={() => run(() => switchLanguage(language))}
            >
              <span>{LANGUAGE_NAMES[language]}</span>
              <span className={styles.code}>{language.toUpperCase()}</span>
            </button>
          </li>
        ))}
      </ul>
      {user && settings.countries.length > 1 && (
        <>
          <h2 className={styles.subtitle}>{t('lang_config.country')}</h2>
          <ul className={styles.list}>
            {settings.countries.map((code) => (
              <li key={code}>
                <button
                  type="button"
                  className={code === country ? styles.chosen : styles.option}
                  aria-pressed={code === country}
                  disabled={busy}
                  data-testid={`country-${code}`}
                  onClick={() =>
                    run(async () => {
                      await saveProfile(api, { country: code, region: null });
                      await queryClient.invalidateQueries({ queryKey: queryKeys.user });
                    })
                  }
                >
                  <span>{countryName(i18n.language, code)}</span>
                  <span className={styles.code}>{code}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
