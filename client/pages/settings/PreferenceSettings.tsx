import { useId, useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { LANGUAGE_NAMES, isLanguage, type Language } from '#server/contract/languages';
import { useSettings } from '#client/app-context';
import { CheckboxField, SelectField } from '#client/components/Form/Field';
import { useSwitchLanguage } from '#client/i18n/useSwitchLanguage';
import type { CurrentUser } from '#client/queries/user';
import * as styles from '../account/account.css';
import { useUpdateUser } from '#client/queries/user';

/** Language (saved on the account, PUT /api/user.php), invisible mode and, where the site resells, the consent to it (decision 0123). */
export function PreferenceSettings({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const updateUser = useUpdateUser();
  const switchLanguage = useSwitchLanguage();
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const languages: readonly Language[] = settings.languages.includes(user.language as Language)
    ? settings.languages
    : [...settings.languages, user.language as Language];

  const save = async (changes: Record<string, unknown>) => {
    setBusy(true);
    try {
      await updateUser(changes);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('settings.preferences')}
      </h2>
      <SelectField
        label={t('language.label')}
        value={i18n.language}
        disabled={busy}
        data-testid="settings-language"
        onChange={(event) => {
          const language = event.target.value;
          if (isLanguage(language)) switchLanguage(language).then(() => save({ language }));
        }}
      >
        {languages.map((language) => (
          <option key={language} value={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </SelectField>
      <CheckboxField
        label={t('settings.invisible')}
        checked={user.invisible}
        disabled={busy}
        data-testid="settings-invisible"
        onChange={(event) => save({ invisible: event.target.checked })}
      />
      <p className={styles.muted}>{t('settings.invisible_hint')}</p>
      {settings.member_resell && (
        <>
          <CheckboxField
            label={t('settings.resell')}
            checked={user.resell}
            disabled={busy}
            data-testid="settings-resell"
            onChange={(event) => save({ resell: event.target.checked })}
          />
          <p className={styles.muted}>{t('settings.resell_hint', { site: settings.name })}</p>
        </>
      )}
    </section>
  );
}
