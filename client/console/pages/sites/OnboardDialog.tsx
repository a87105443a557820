import { useState, type FormEvent } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { isApiError } from '#client/api/client';
import { Dialog } from '#client/console/components/Dialog';
import { ErrorNote } from '#client/console/components/ErrorNote';
import { Field } from '#client/console/components/Field';
import * as styles from '#client/console/styles.css';
import { LANGUAGE_NAMES, LANGUAGES } from '#server/contract/languages';
import { useOnboardSite, type SiteRow, type SitesReply } from '#client/console/queries/sites';
import * as css from './sites.css';

const NICHES = [1, 2, 3, 4, 5, 6, 7];
const EMPTY = { domain: '', name: '', id: '', niche: '1', language: 'en', countries: '' };

/** A new domain through the same checks as `npm run tenant -- add`; the answer comes once the site is served. */
export function OnboardDialog({
  open,
  companies,
  onClose,
}: {
  open: boolean;
  companies: SitesReply['companies'];
  onClose(done?: { id: string; live: boolean; site?: SiteRow | undefined }): void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState(EMPTY);
  const [company, setCompany] = useState('');
  const onboard = useOnboardSite();
  const errors = isApiError(onboard.error) ? onboard.error.fields : undefined;
  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value });
  const close = (done?: Parameters<typeof onClose>[0]) => {
    onboard.reset();
    setForm(EMPTY);
    onClose(done);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onboard.mutate(
      {
        domain: form.domain,
        name: form.name,
        ...(form.id.trim() && { id: form.id.trim() }),
        niche: Number(form.niche),
        language: form.language,
        countries: form.countries.split(/[\s,;]+/).filter(Boolean),
        company: company || companies[0]?.id || '',
      },
      { onSuccess: (reply) => close(reply) },
    );
  };
  return (
    <Dialog open={open} title={t('sites.add_title')} onClose={() => close()}>
      <form className={css.form} onSubmit={submit}>
        <p className={css.hint}>{t('sites.add_intro')}</p>
        <ErrorNote error={isApiError(onboard.error) && onboard.error.fields ? undefined : onboard.error} />
        <Field label={t('sites.domain')} hint={t('sites.domain_hint')} error={errors?.domain}>
          <input className={styles.input} required autoComplete="off" spellCheck={false} value={form.domain} onChange={set('domain')} />
        </Field>
        <div className={css.pair}>
          <Field label={t('sites.name')} error={errors?.name}>
            <input className={styles.input} required value={form.name} onChange={set('name')} />
          </Field>
          <Field label={t('sites.id')} hint={t('sites.id_hint')} error={errors?.id}>
            <input className={styles.input} autoComplete="off" spellCheck={false} value={form.id} onChange={set('id')} />
          </Field>
        </div>
        <div className={css.pair}>
          <Field label={t('sites.niche')} error={errors?.niche}>
            <select className={styles.input} value={form.niche} onChange={set('niche')}>
              {NICHES.map((niche) => (
                <option key={niche} value={niche}>
                  {t(`sites.niches.${niche}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('sites.language')} error={errors?.language}>
            <select className={styles.input} value={form.language} onChange={set('language')}>
              {LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {LANGUAGE_NAMES[language]}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div className={css.pair}>
          <Field label={t('sites.countries')} hint={t('sites.countries_hint')} error={errors?.countries}>
            <input className={styles.input} required autoComplete="off" value={form.countries} onChange={set('countries')} />
          </Field>
          <Field label={t('sites.company')} error={errors?.company}>
            <select className={styles.input} value={company || companies[0]?.id || ''} onChange={(event) => setCompany(event.target.value)}>
              {companies.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div className={css.buttons}>
          <button type="button" className={styles.button.secondary} onClick={() => close()}>
            {t('common.cancel')}
          </button>
          <button type="submit" className={styles.button.primary} disabled={onboard.isPending}>
            {onboard.isPending ? t('common.loading') : t('sites.add')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
