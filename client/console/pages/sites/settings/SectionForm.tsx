import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { isApiError } from '#client/api/client';
import { ErrorNote } from '#client/console/components/ErrorNote';
import * as styles from '#client/console/styles.css';
import { useSaveSiteSettings, type SiteSettingsAnswer } from '#client/console/queries/site-settings';
import type { SiteSettingsKey, SiteSettingsSave } from '#server/contract/answers/site-settings';
import * as css from './settings.css';

/** The server's refusal of one field, by its path ("index_title.de", "package_prices.popular.EUR"). */
export type FieldErrors = (path: string) => string | undefined;

/**
 * One section of the settings: its own form, saved on its own over the version the page holds
 * last, with the server's refusals beside their fields, a saved notice, and the file's values
 * to start again from. Its fields keep what was typed while other sections save.
 */
export function SectionForm({
  site,
  id,
  title,
  hint,
  sections,
  settings,
  onUseFile,
  onReload,
  wide = false,
  children,
}: {
  site: SiteSettingsAnswer;
  id: string;
  title: string;
  hint?: string;
  /** The sections this form saves: "changed in the console" when the stored changes touch one. */
  sections: SiteSettingsKey[];
  settings(): SiteSettingsSave['settings'];
  onUseFile(): void;
  onReload(): void;
  wide?: boolean;
  children: (errors: FieldErrors) => ReactNode;
}) {
  const { t } = useTranslation();
  const save = useSaveSiteSettings(site.tenant_id);
  const [saved, setSaved] = useState(false);
  const changed = sections.some((key) => site.changed.includes(key));
  const fields = isApiError(save.error) ? (save.error.fields ?? {}) : {};
  const errors: FieldErrors = (path) => fields[path];
  const stale = isApiError(save.error) && save.error.status === 409;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    save.mutate({ version: site.version, settings: settings() }, { onSuccess: () => setSaved(true) });
  };

  return (
    <form
      className={`${styles.card} ${css.section} ${wide ? css.wideSection : ''}`}
      aria-labelledby={`${id}-title`}
      onSubmit={onSubmit}
      onChange={() => setSaved(false)}
      noValidate
    >
      <div className={css.sectionHead}>
        <h2 id={`${id}-title`} className={css.sectionTitle}>
          {title}
        </h2>
        {changed && <span className={styles.pill.warn}>{t('site_settings.changed')}</span>}
      </div>
      {hint && <p className={css.hint}>{hint}</p>}
      {children(errors)}
      {/* Refusals of a field stand beside it; a whole-form refusal (a stale version) here, with the way on. */}
      {Object.keys(fields).length === 0 && <ErrorNote error={save.error} />}
      {Object.keys(fields).length > 0 && (
        <p role="alert" className={styles.notice.error}>
          {save.error?.message}
        </p>
      )}
      <div className={css.actions}>
        <button type="submit" className={styles.button.primary} disabled={save.isPending}>
          {t('common.save')}
        </button>
        {stale && (
          <button type="button" className={styles.button.secondary} onClick={onReload}>
            {t('site_settings.reload')}
          </button>
        )}
        {changed && (
          <button
            type="button"
            className={css.linkButton}
            onClick={() => {
              setSaved(false);
              onUseFile();
            }}
          >
            {t('site_settings.use_file')}
          </button>
        )}
        {saved && (
          <span role="status" className={styles.notice.success}>
            {t('site_settings.saved')}
          </span>
        )}
      </div>
    </form>
  );
}
