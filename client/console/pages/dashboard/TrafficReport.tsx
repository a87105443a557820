import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { ErrorNote } from '#client/console/components/ErrorNote';
import { trafficQuery } from '#client/console/queries/dashboard';
import { useSiteFilter } from '#client/console/site-filter';
import * as styles from '#client/console/styles.css';
import type { DashboardSite } from '#server/contract/dashboard';
import * as css from './Dashboard.css';

const GROUPINGS = ['network', 'network,sub1', 'network,ref'] as const;

/** The traffic report of one site (server/core/domain/traffic/report.ts), as `npm run traffic -- report` prints it. */
export function TrafficReport({ sites, from, to }: { sites: DashboardSite[]; from: string; to: string }) {
  const { t, i18n } = useTranslation();
  const [filtered] = useSiteFilter();
  const [chosen, setChosen] = useState<string | undefined>();
  const [by, setBy] = useState<(typeof GROUPINGS)[number]>('network');
  const site = filtered ?? chosen ?? sites[0]?.id;
  const report = useQuery(trafficQuery(site, from, to, by));
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const number = new Intl.NumberFormat(i18n.language);
  const money = (amounts: Record<string, number>) =>
    Object.entries(amounts)
      .map(([currency, cents]) => new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(cents / 100))
      .join(' · ') || '–';
  const fields = by.split(',');
  const rows = report.data ? [...report.data.rows.map((row) => ({ row, total: false })), { row: report.data.total, total: true }] : [];

  return (
    <section className={styles.card} aria-labelledby="traffic-title">
      <div className={css.sectionHead}>
        <h2 id="traffic-title" className={css.sectionTitle}>
          {t('dashboard.traffic')}
        </h2>
        {!filtered && (
          <label className={css.inline}>
            {t('common.site')}
            <select className={styles.input} value={site ?? ''} onChange={(event) => setChosen(event.target.value)}>
              {sites.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className={css.inline}>
          {t('dashboard.group_by')}
          <select className={styles.input} value={by} onChange={(event) => setBy(event.target.value as (typeof GROUPINGS)[number])}>
            {GROUPINGS.map((grouping) => (
              <option key={grouping} value={grouping}>
                {t(`dashboard.by_${grouping.replace(',', '_')}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ErrorNote error={report.error} />
      {report.data && (
        <div className={css.tableWrap}>
          <table className={css.table}>
            <thead>
              <tr>
                {fields.map((field) => (
                  <th key={field} scope="col">
                    {t(`dashboard.field_${field}`)}
                  </th>
                ))}
                <th scope="col">{t('dashboard.landings')}</th>
                <th scope="col">{t('dashboard.bounces')}</th>
                <th scope="col">{t('dashboard.signups')}</th>
                <th scope="col">{t('dashboard.signup_rate')}</th>
                <th scope="col">{t('dashboard.activations')}</th>
                <th scope="col">{t('dashboard.first_payments')}</th>
                <th scope="col">{t('dashboard.payer_rate')}</th>
                <th scope="col">{t('dashboard.revenue')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ row, total }) => (
                <tr key={total ? 'total' : JSON.stringify(row.source)} className={total ? css.totalRow : undefined}>
                  {fields.map((field, index) =>
                    index === 0 ? (
                      <th key={field} scope="row">
                        {total ? t('dashboard.total') : row.source[field] || t('dashboard.direct')}
                      </th>
                    ) : (
                      <td key={field}>{total ? '' : row.source[field] || '–'}</td>
                    ),
                  )}
                  <td>{number.format(row.landings)}</td>
                  <td>{number.format(row.bounces)}</td>
                  <td>{number.format(row.signups)}</td>
                  <td>{row.signupRate === null ? '–' : percent.format(row.signupRate)}</td>
                  <td>{number.format(row.activations)}</td>
                  <td>{number.format(row.firstPayments)}</td>
                  <td>{row.payerRate === null ? '–' : percent.format(row.payerRate)}</td>
                  <td>{money(row.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
