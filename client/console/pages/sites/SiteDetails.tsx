import type { ReactNode } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { Link } from 'react-router';
import { Dialog } from '#client/console/components/Dialog';
import { useConsoleSession } from '#client/console/queries/session';
import * as styles from '#client/console/styles.css';
import { LANGUAGE_NAMES } from '#server/contract/languages';
import type { SiteRow } from '#client/console/queries/sites';
import * as css from './sites.css';

/** Everything the console shows of one site's configuration as loaded (secrets are never sent). */
export function SiteDetails({ site, onClose }: { site: SiteRow; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const session = useConsoleSession();
  // Owners change the safe fields in the console (decision 0145); everyone else reads them here.
  const mayEdit = session.data?.operator.areas.includes('site_settings') === true;
  const money = (cents: number, currency: string) => new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(cents / 100);
  const theme = Object.entries(site.theme);
  const rows: [string, ReactNode][] = [
    [t('sites.domains'), site.domains.join(', ')],
    [t('sites.languages'), site.languages.map((language) => LANGUAGE_NAMES[language]).join(', ')],
    [t('sites.countries'), site.countries.join(', ')],
    [t('sites.company'), site.company.name],
    [t('sites.niche'), t(`sites.niches.${site.niche}`)],
    [t('sites.theme'), theme.length ? theme.map(([key, value]) => `${key} ${value}`).join(', ') : t('sites.theme_default')],
    [
      t('sites.payments'),
      `${t(`sites.providers.${site.payments.provider}`)} · ${t('sites.configured', { value: site.payments.configured })}${site.payments.methods.length ? ` · ${site.payments.methods.join(', ')}` : ''}`,
    ],
    [
      t('sites.prices'),
      <ul className={css.packages} key="packages">
        {site.payments.packages.map((pack) => (
          <li key={pack.id}>
            {pack.credits} ·{' '}
            {Object.entries(pack.prices)
              .map(([currency, cents]) => money(cents, currency))
              .join(' / ')}
          </li>
        ))}
      </ul>,
    ],
    [t('sites.credits'), t('sites.credits_summary', site.credits)],
    [t('sites.photo_moderation'), t(`sites.moderation.${site.photo_moderation}`)],
    [t('sites.signups'), t(`sites.signup_modes.${site.signups}`)],
    [t('sites.support'), `${site.support_email} · ${site.support_phone}`],
    [t('sites.refund_days'), t('sites.refund_days_value', { count: site.refund_days })],
    [t('sites.shares_with'), site.share_profiles_with.join(', ') || t('common.none')],
  ];
  return (
    <Dialog open title={t('sites.details', { name: site.name })} onClose={onClose}>
      <dl className={css.details}>
        {rows.flatMap(([term, value]) => [
          <dt key={`${term}-t`} className={css.term}>
            {term}
          </dt>,
          <dd key={`${term}-d`} className={css.definition}>
            {value}
          </dd>,
        ])}
      </dl>
      <div className={css.buttons}>
        <a className={styles.button.secondary} href={site.origin} target="_blank" rel="noreferrer">
          {t('sites.open')}
        </a>
        {mayEdit && (
          <Link className={styles.button.secondary} to={`/sites/${site.id}/settings`}>
            {t('sites.edit_settings')}
          </Link>
        )}
        <button type="button" className={styles.button.primary} onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </Dialog>
  );
}
