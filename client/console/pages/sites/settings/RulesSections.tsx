import { useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { Field } from '#client/console/components/Field';
import * as styles from '#client/console/styles.css';
import type { SiteSettingsAnswer, SiteSettingsValues } from '#client/console/queries/site-settings';
import { AGE_ASSURANCE_LEVELS, type AgeAssuranceLevel } from '#server/contract/age-assurance';
import { SectionForm } from './SectionForm';
import * as css from './settings.css';

interface SectionProps {
  site: SiteSettingsAnswer;
  onReload(): void;
}

/** Two-letter codes as an operator types them: any separator, any case. */
const countriesOf = (typed: string) =>
  typed
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);

/** Which visitors confirm the adult-content warning first. */
export function WarningSection({ site, onReload }: SectionProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(() => site.values.site_entry_countries.join(', '));
  return (
    <SectionForm
      site={site}
      id="warning"
      title={t('site_settings.warning.title')}
      sections={['site_entry_countries']}
      settings={() => ({ site_entry_countries: countriesOf(typed) })}
      onUseFile={() => setTyped(site.file.site_entry_countries.join(', '))}
      onReload={onReload}
    >
      {(errors) => {
        const refused = countriesOf(typed)
          .map((_, index) => errors(`site_entry_countries.${index}`))
          .find(Boolean);
        return (
          <Field label={t('site_settings.warning.countries')} hint={t('site_settings.warning.hint')} error={errors('site_entry_countries') ?? refused}>
            <input className={styles.input} value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" spellCheck={false} />
          </Field>
        );
      }}
    </SectionForm>
  );
}

/** Whether new photos are shown at once (and reviewed afterwards) or checked first. */
export function ModerationSection({ site, onReload }: SectionProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState(site.values.photo_moderation);
  return (
    <SectionForm
      site={site}
      id="moderation"
      title={t('site_settings.moderation.title')}
      sections={['photo_moderation']}
      settings={() => ({ photo_moderation: mode })}
      onUseFile={() => setMode(site.file.photo_moderation)}
      onReload={onReload}
    >
      {(errors) => (
        <fieldset className={`${css.group} ${css.radios}`}>
          <legend className={styles.visuallyHidden}>{t('site_settings.moderation.title')}</legend>
          {(['auto', 'manual'] as const).map((option) => (
            <label key={option} className={css.radio}>
              <input type="radio" name="photo_moderation" checked={mode === option} onChange={() => setMode(option)} />
              {t(`site_settings.moderation.${option}`)}
            </label>
          ))}
          {errors('photo_moderation') && <span className={styles.fieldError}>{errors('photo_moderation')}</span>}
        </fieldset>
      )}
    </SectionForm>
  );
}

type AgeRow = { country: string; level: AgeAssuranceLevel };
const rowsOf = (values: SiteSettingsValues): AgeRow[] =>
  Object.entries(values.age_assurance).flatMap(([country, level]) => (level ? [{ country, level }] : []));

/** What a visitor from a country must pass before explicit content; countries left out follow the entry warning. */
export function AgeSection({ site, onReload }: SectionProps) {
  const { t } = useTranslation();
  const [rows, setRows] = useState(() => rowsOf(site.values));
  const change = (index: number, row: Partial<AgeRow>) => setRows((current) => current.map((old, at) => (at === index ? { ...old, ...row } : old)));
  return (
    <SectionForm
      site={site}
      id="age"
      title={t('site_settings.age.title')}
      hint={t('site_settings.age.hint')}
      sections={['age_assurance']}
      settings={() => ({
        age_assurance: Object.fromEntries(rows.filter((row) => row.country.trim()).map((row) => [row.country.trim().toUpperCase(), row.level])),
      })}
      onUseFile={() => setRows(rowsOf(site.file))}
      onReload={onReload}
    >
      {(errors) => (
        <>
          {rows.length === 0 && <p className={css.hint}>{t('site_settings.age.empty')}</p>}
          {rows.map((row, index) => (
            <div key={index} className={css.countryRow}>
              <Field label={t('site_settings.age.country')} error={errors(`age_assurance.${row.country.trim().toUpperCase()}`)}>
                <input
                  className={`${styles.input} ${css.countryInput}`}
                  value={row.country}
                  size={3}
                  maxLength={2}
                  autoComplete="off"
                  onChange={(event) => change(index, { country: event.target.value })}
                />
              </Field>
              <Field label={t('site_settings.age.level')}>
                <select className={styles.input} value={row.level} onChange={(event) => change(index, { level: event.target.value as AgeAssuranceLevel })}>
                  {AGE_ASSURANCE_LEVELS.map((level) => (
                    <option key={level} value={level}>
                      {t(`site_settings.age.levels.${level}`)}
                    </option>
                  ))}
                </select>
              </Field>
              <button
                type="button"
                className={styles.button.secondary}
                aria-label={t('site_settings.age.remove', { country: row.country || '–' })}
                onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
              >
                ✕
              </button>
            </div>
          ))}
          {errors('age_assurance') && <span className={styles.fieldError}>{errors('age_assurance')}</span>}
          <div>
            <button type="button" className={styles.button.secondary} onClick={() => setRows((current) => [...current, { country: '', level: 'provider' }])}>
              {t('site_settings.age.add')}
            </button>
          </div>
        </>
      )}
    </SectionForm>
  );
}
