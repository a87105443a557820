import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { LineChart, type ChartSeries } from '#client/console/components/chart/LineChart';
import { ErrorNote } from '#client/console/components/ErrorNote';
import { Page } from '#client/console/components/Page';
import { dashboardQuery } from '#client/console/queries/dashboard';
import { useSiteFilter } from '#client/console/site-filter';
import * as styles from '#client/console/styles.css';
import { TrafficReport } from './TrafficReport';
import { addFigures, type DashboardAnswer, type Figures } from '#server/contract/dashboard';
import * as css from './Dashboard.css';

const PERIODS = [7, 30, 90] as const;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Sites, day by day: what the operator's sites did, with the traffic report below (docs/product.md#operator-console). */
export function Component() {
  const { t, i18n } = useTranslation();
  const [site] = useSiteFilter();
  const [days, setDays] = useState<(typeof PERIODS)[number]>(30);
  // The page's "today" is fixed when it opens; a reload moves it on.
  const [now] = useState(() => Date.now());
  const to = isoDay(now);
  const from = isoDay(now - (days - 1) * 86_400_000);
  const dashboard = useQuery(dashboardQuery(site, from, to));
  const number = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  const formatNumber = useMemo(() => (value: number) => number.format(value), [number]);
  const money = (currency: string) => new Intl.NumberFormat(i18n.language, { style: 'currency', currency });
  const data = dashboard.data;
  const all = useMemo(() => (data ? addFigures(data.sites) : undefined), [data]);
  const dayList = useMemo(() => all?.days.map((day) => day.day) ?? [], [all]);
  const currencies = useMemo(() => [...new Set(data?.sites.flatMap((entry) => entry.days.flatMap((day) => Object.keys(day.revenue))) ?? [])].sort(), [data]);
  const series = useMemo(() => {
    if (!data || !all) return undefined;
    const pick = (label: string, value: (day: Figures) => number): ChartSeries => ({ label, values: all.days.map(value) });
    return {
      growth: [pick(t('dashboard.signups'), (day) => day.signups), pick(t('dashboard.activations'), (day) => day.activations)],
      activity: [pick(t('dashboard.active_members'), (day) => day.active_members), pick(t('dashboard.messages'), (day) => day.messages)],
      credits: [pick(t('dashboard.credits_spent'), (day) => day.credits_spent)],
      revenue: currencies.map((currency) => ({
        currency,
        series: data.sites.map((entry) => ({ label: entry.name, values: entry.days.map((day) => (day.revenue[currency] ?? 0) / 100) })),
      })),
    };
  }, [data, all, currencies, t]);

  return (
    <Page
      title={t('nav.dashboard')}
      actions={
        <div role="group" aria-label={t('dashboard.period')} className={css.periods}>
          {PERIODS.map((period) => (
            <button
              key={period}
              type="button"
              className={period === days ? styles.button.primary : styles.button.secondary}
              aria-pressed={period === days}
              onClick={() => setDays(period)}
            >
              {t('dashboard.last_days', { count: period })}
            </button>
          ))}
        </div>
      }
    >
      <ErrorNote error={dashboard.error} />
      {dashboard.isPending && <p className={styles.muted}>{t('common.loading')}</p>}
      {data && all && series && (
        <>
          <ul className={css.tiles} aria-label={t('dashboard.totals')}>
            <Tile label={t('dashboard.signups')} value={formatNumber(all.total.signups)} />
            <Tile
              label={t('dashboard.activations')}
              value={formatNumber(all.total.activations)}
              note={all.total.signups ? t('dashboard.rate', { rate: Math.round((100 * all.total.activations) / all.total.signups) }) : undefined}
            />
            <Tile label={t('dashboard.peak_active')} value={formatNumber(all.total.peak_active_members)} />
            <Tile label={t('dashboard.messages')} value={formatNumber(all.total.messages)} />
            <Tile label={t('dashboard.credits_spent')} value={formatNumber(all.total.credits_spent)} />
            <Tile
              label={t('dashboard.revenue')}
              value={currencies.length ? currencies.map((currency) => money(currency).format((all.total.revenue[currency] ?? 0) / 100)).join(' · ') : '–'}
            />
          </ul>
          <div className={css.charts}>
            <LineChart title={t('dashboard.chart_growth')} days={dayList} series={series.growth} format={formatNumber} />
            <LineChart title={t('dashboard.chart_activity')} days={dayList} series={series.activity} format={formatNumber} />
            {series.revenue.map((entry) => (
              <LineChart
                key={entry.currency}
                title={t('dashboard.chart_revenue', { currency: entry.currency })}
                days={dayList}
                series={entry.series}
                format={(value) => money(entry.currency).format(value)}
              />
            ))}
            <LineChart title={t('dashboard.chart_credits')} days={dayList} series={series.credits} format={formatNumber} />
          </div>
          <SiteTable data={data} formatNumber={formatNumber} currencies={currencies} money={money} />
          <TrafficReport sites={data.sites} from={from} to={to} />
        </>
      )}
    </Page>
  );
}

function Tile({ label, value, note }: { label: string; value: string; note?: string | undefined }) {
  return (
    <li className={`${styles.card} ${css.tile}`}>
      <span className={css.tileLabel}>{label}</span>
      <strong className={css.tileValue}>{value}</strong>
      {note && <span className={styles.muted}>{note}</span>}
    </li>
  );
}

function SiteTable({
  data,
  formatNumber,
  currencies,
  money,
}: {
  data: DashboardAnswer;
  formatNumber(value: number): string;
  currencies: string[];
  money(currency: string): Intl.NumberFormat;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="per-site">
      <h2 id="per-site" className={css.sectionTitle}>
        {t('dashboard.per_site')}
      </h2>
      <div className={css.tableWrap}>
        <table className={css.table}>
          <thead>
            <tr>
              <th scope="col">{t('common.site')}</th>
              <th scope="col">{t('dashboard.signups')}</th>
              <th scope="col">{t('dashboard.activations')}</th>
              <th scope="col">{t('dashboard.peak_active')}</th>
              <th scope="col">{t('dashboard.messages')}</th>
              <th scope="col">{t('dashboard.credits_spent')}</th>
              <th scope="col">{t('dashboard.revenue')}</th>
            </tr>
          </thead>
          <tbody>
            {data.sites.map((entry) => (
              <tr key={entry.id}>
                <th scope="row">{entry.name}</th>
                <td>{formatNumber(entry.total.signups)}</td>
                <td>{formatNumber(entry.total.activations)}</td>
                <td>{formatNumber(entry.total.peak_active_members)}</td>
                <td>{formatNumber(entry.total.messages)}</td>
                <td>{formatNumber(entry.total.credits_spent)}</td>
                <td>{currencies.map((currency) => money(currency).format((entry.total.revenue[currency] ?? 0) / 100)).join(' · ') || '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
