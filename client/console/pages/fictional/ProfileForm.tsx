import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { isApiError } from '#client/api/client';
import { ErrorNote } from '#client/console/components/ErrorNote';
import { Field } from '#client/console/components/Field';
import type { ConsoleSite } from '#client/console/queries/session';
import * as styles from '#client/console/styles.css';
import { fictionalOptionsQuery, useSaveFictional, type FictionalProfile } from '#client/console/queries/fictional';
import * as css from './fictional.css';

const GENDERS = ['female', 'male'] as const;
const SEXUALITIES = ['hetero', 'gay', 'lesbian', 'bi'] as const;

interface Values {
  tenant_id: string;
  name: string;
  gender: string;
  sexuality: string;
  date_of_birth: string;
  country: string;
  region: string;
  about_me: string;
  interests: number[];
  cam_handle: string;
}

function initialValues(profile: FictionalProfile | undefined, site: string): Values {
  return {
    tenant_id: profile?.tenant_id ?? site,
    name: profile?.name ?? '',
    gender: profile?.gender ?? '',
    sexuality: profile?.sexuality ?? '',
    date_of_birth: profile?.date_of_birth ?? '',
    country: profile?.country ?? '',
    region: profile?.region ?? '',
    about_me: profile?.about_me ?? '',
    interests: profile?.interests ?? [],
    cam_handle: profile?.cam_handle ?? '',
  };
}

/**
 * The fictional profile's fields, for a new one (with its site) or an existing one. Every refusal
 * comes back per field in the server's words. There is no fictional switch: it is always on.
 */
export function ProfileForm({
  profile,
  sites,
  defaultSite,
  onSaved,
}: {
  profile?: FictionalProfile | undefined;
  sites: ConsoleSite[];
  defaultSite: string;
  onSaved(id: number): void;
}) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState(() => initialValues(profile, defaultSite));
  const [saved, setSaved] = useState(false);
  const options = useQuery(fictionalOptionsQuery(values.tenant_id || undefined));
  const countryName = useMemo(() => new Intl.DisplayNames([i18n.language], { type: 'region' }), [i18n.language]);
  const countries = options.data?.countries ?? [];
  // A new profile lives where its site's members are: the first served country until one is chosen.
  const country = values.country || (countries[0]?.code ?? '');
  const regions = countries.find((entry) => entry.code === country)?.regions ?? [];

  const save = useSaveFictional(profile?.id, (id) => {
    setSaved(true);
    onSaved(id);
  });
  const fieldError = (name: string) => (isApiError(save.error) ? save.error.fields?.[name] : undefined);
  const set = (name: keyof Values) => (event: { target: { value: string } }) => {
    setSaved(false);
    const value = event.target.value;
    setValues((current) => ({
      ...current,
      [name]: value,
      ...(name === 'country' && { region: '' }),
      ...(name === 'tenant_id' && { country: '', region: '' }),
    }));
  };
  const toggleInterest = (id: number) => {
    setSaved(false);
    setValues((current) => ({
      ...current,
      interests: current.interests.includes(id) ? current.interests.filter((entry) => entry !== id) : [...current.interests, id],
    }));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      tenantId: values.tenant_id,
      body: {
        name: values.name,
        gender: values.gender,
        sexuality: values.sexuality,
        date_of_birth: values.date_of_birth,
        country,
        region: values.region || null,
        about_me: values.about_me,
        interests: values.interests,
        cam_handle: values.cam_handle,
      },
    });
  };

  return (
    <form className={`${styles.card} ${css.form}`} onSubmit={onSubmit} noValidate aria-label={t('fictional.form.title')}>
      {/* What members will see: the saved kind, so the note changes when the profile does. */}
      {profile?.cam_handle ? (
        <p className={css.alwaysFictional}>
          <span className={styles.pill.neutral}>{t('fictional.list.cam')}</span> {t('fictional.form.cam_note')}
        </p>
      ) : (
        <p className={css.alwaysFictional}>
          <span className={styles.pill.neutral}>{t('fictional.form.always')}</span> {t('fictional.form.always_text')}
        </p>
      )}
      {!profile && (
        <Field label={t('common.site')} error={fieldError('tenant_id')}>
          <select className={styles.input} value={values.tenant_id} onChange={set('tenant_id')} required>
            {sites.map((site) => (
              <option key={site.id} value={site.id}>
                {site.name}
              </option>
            ))}
          </select>
        </Field>
      )}
      <div className={css.formRow}>
        <Field label={t('fictional.form.name')} error={fieldError('name')}>
          <input className={styles.input} value={values.name} onChange={set('name')} maxLength={30} autoComplete="off" required />
        </Field>
        <Field label={t('fictional.form.date_of_birth')} hint={t('fictional.form.adult')} error={fieldError('date_of_birth')}>
          <input className={styles.input} type="date" value={values.date_of_birth} onChange={set('date_of_birth')} required />
        </Field>
      </div>
      <div className={css.formRow}>
        <Field label={t('fictional.form.gender')} error={fieldError('gender')}>
          <select className={styles.input} value={values.gender} onChange={set('gender')} required>
            <option value="">{t('fictional.form.choose')}</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {t(`fictional.gender.${gender}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('fictional.form.sexuality')} error={fieldError('sexuality')}>
          <select className={styles.input} value={values.sexuality} onChange={set('sexuality')} required>
            <option value="">{t('fictional.form.choose')}</option>
            {SEXUALITIES.map((sexuality) => (
              <option key={sexuality} value={sexuality}>
                {t(`fictional.sexuality.${sexuality}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className={css.formRow}>
        <Field label={t('fictional.form.country')} error={fieldError('country')}>
          <select className={styles.input} value={country} onChange={set('country')}>
            {countries.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {countryName.of(entry.code)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('fictional.form.region')} error={fieldError('region')}>
          <select className={styles.input} value={values.region} onChange={set('region')}>
            <option value="">{t('fictional.form.no_region')}</option>
            {regions.map((region) => (
              <option key={region.code} value={region.code}>
                {region.name}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field label={t('fictional.form.about_me')} error={fieldError('about_me')}>
        <textarea className={`${styles.input} ${css.textarea}`} value={values.about_me} onChange={set('about_me')} rows={5} maxLength={2000} />
      </Field>
      <fieldset className={css.interests}>
        <legend className={css.legend}>{t('fictional.form.interests')}</legend>
        {options.data?.interests.map((interest) => (
          <label key={interest.id} className={css.chip}>
            <input type="checkbox" checked={values.interests.includes(interest.id)} onChange={() => toggleInterest(interest.id)} />
            <span aria-hidden>{interest.icon}</span> {interest.label}
          </label>
        ))}
        {fieldError('interests') && <span className={styles.fieldError}>{fieldError('interests')}</span>}
      </fieldset>
      {(options.data?.cam_partner || values.cam_handle) && (
        <Field
          label={t('fictional.form.cam_handle')}
          hint={
            options.data?.cam_partner
              ? t('fictional.form.cam_handle_hint', { partner: options.data.cam_partner.name, url: options.data.cam_partner.url })
              : undefined
          }
          error={fieldError('cam_handle')}
        >
          <input className={styles.input} value={values.cam_handle} onChange={set('cam_handle')} maxLength={64} autoComplete="off" />
        </Field>
      )}
      {/* Field refusals stand beside their fields; anything else here. */}
      {!(isApiError(save.error) && save.error.fields) && <ErrorNote error={save.error} />}
      <div className={css.formActions}>
        <button type="submit" className={styles.button.primary} disabled={save.isPending}>
          {profile ? t('common.save') : t('fictional.form.create')}
        </button>
        {saved && (
          <span role="status" className={styles.notice.success}>
            {t('common.saved')}
          </span>
        )}
      </div>
    </form>
  );
}
