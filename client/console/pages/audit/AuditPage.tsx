import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from '#client/i18n/useTranslation';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type ConsoleColumn } from '#client/console/components/DataTable';
import { ErrorNote } from '#client/console/components/ErrorNote';
import { Field } from '#client/console/components/Field';
import { Page } from '#client/console/components/Page';
import { useConsoleSession } from '#client/console/queries/session';
import { useSiteFilter } from '#client/console/site-filter';
import * as styles from '#client/console/styles.css';
import { auditQuery, type AuditEntry } from '#client/console/queries/audit';
import { operatorsQuery } from '#client/console/queries/operators';
import * as css from './audit.css';

/** The detail object on one line: `key=value`, nested values as JSON. */
function compact(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('  ');
}

/** A day picked in the browser's time zone, as the instant it starts (or ends) there. */
function dayBound(day: string, end: boolean): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const at = new Date(`${day}T00:00:00`);
  if (end) at.setDate(at.getDate() + 1);
  return new Date(at.getTime() - (end ? 1 : 0)).toISOString();
}

/** Who did what, where and to whom: every operator action, newest first, filtered, a page at a time. */
export function Component() {
  const { t, i18n } = useTranslation();
  const session = useConsoleSession();
  const [site] = useSiteFilter();
  const [params, setParams] = useSearchParams();
  const operators = useQuery(operatorsQuery());
  const filter = { operator: params.get('operator') ?? '', member: params.get('member') ?? '', from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const setFilter = (key: keyof typeof filter, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });
  const from = dayBound(filter.from, false);
  const to = dayBound(filter.to, true);
  const query: Record<string, string> = {
    ...(filter.operator && { operator_id: filter.operator }),
    ...(site && { tenant_id: site }),
    ...(/^\d+$/.test(filter.member) && { member_id: filter.member }),
    ...(from && { from }),
    ...(to && { to }),
  };
  const entries = useInfiniteQuery(auditQuery(query));
  const rows = entries.data?.pages.flatMap((page) => page.entries) ?? [];
  const emailOf = (id: number | null) => (id === null ? '' : (operators.data?.operators.find((row) => row.id === id)?.email ?? `#${id}`));
  const siteName = (id: string | null) => (id === null ? '' : (session.data?.sites.find((entry) => entry.id === id)?.name ?? id));
  const label = (action: string) => (i18n.exists(`audit.actions.${action}`) ? t(`audit.actions.${action}`) : action);

  const columns: ConsoleColumn<AuditEntry>[] = [
    {
      id: 'time',
      header: t('audit.time'),
      accessorKey: 'created_at',
      cell: ({ row }) => (
        <time className={css.nowrap} dateTime={row.original.created_at}>
          {new Date(row.original.created_at).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'medium' })}
        </time>
      ),
    },
    { id: 'operator', header: t('audit.operator'), accessorFn: (row) => emailOf(row.operator_id) },
    {
      id: 'action',
      header: t('audit.action'),
      accessorFn: (row) => label(row.action),
      cell: ({ row }) => (
        <span className={css.action}>
          {label(row.original.action)}
          <span className={css.code}>{row.original.action}</span>
        </span>
      ),
    },
    {
      id: 'site',
      header: t('common.site'),
      accessorFn: (row) => siteName(row.tenant_id),
      cell: ({ getValue }) => <span className={css.nowrap}>{String(getValue())}</span>,
    },
    {
      id: 'member',
      header: t('audit.member'),
      accessorFn: (row) => row.member_id ?? 0,
      cell: ({ row }) => (row.original.member_id === null ? null : <Link to={`/members/${row.original.member_id}`}>#{row.original.member_id}</Link>),
    },
    {
      id: 'detail',
      header: t('audit.detail'),
      enableSorting: false,
      cell: ({ row }) => (
        <code className={css.detail} title={JSON.stringify(row.original.detail, null, 2)}>
          {compact(row.original.detail)}
        </code>
      ),
    },
    { id: 'ip', header: t('audit.ip'), accessorFn: (row) => row.ip ?? '' },
  ];

  return (
    <Page title={t('nav.audit')}>
      <div className={css.filters}>
        <span className={css.filterField}>
          <Field label={t('audit.operator')}>
            <select className={`${styles.input} ${css.control}`} value={filter.operator} onChange={(event) => setFilter('operator', event.target.value)}>
              <option value="">{t('audit.all_operators')}</option>
              {(operators.data?.operators ?? []).map((row) => (
                <option key={row.id} value={row.id}>
                  {row.email}
                </option>
              ))}
            </select>
          </Field>
        </span>
        <span className={css.filterField}>
          <Field label={t('audit.member')}>
            <input
              className={`${styles.input} ${css.control}`}
              inputMode="numeric"
              value={filter.member}
              onChange={(event) => setFilter('member', event.target.value.replace(/\D/g, ''))}
            />
          </Field>
        </span>
        <span className={css.filterField}>
          <Field label={t('audit.from')}>
            <input className={`${styles.input} ${css.control}`} type="date" value={filter.from} onChange={(event) => setFilter('from', event.target.value)} />
          </Field>
        </span>
        <span className={css.filterField}>
          <Field label={t('audit.to')}>
            <input className={`${styles.input} ${css.control}`} type="date" value={filter.to} onChange={(event) => setFilter('to', event.target.value)} />
          </Field>
        </span>
        <strong className={css.count} role="status">
          {t('audit.shown', { count: rows.length })}
        </strong>
      </div>
      <ErrorNote error={entries.error} />
      {entries.isPending ? (
        <p className={styles.muted}>{t('common.loading')}</p>
      ) : (
        <DataTable label={t('nav.audit')} columns={columns} rows={rows} rowId={(row) => String(row.id)} emptyText={t('audit.empty')} />
      )}
      {entries.hasNextPage && (
        <button
          type="button"
          className={`${styles.button.secondary} ${css.more}`}
          disabled={entries.isFetchingNextPage}
          onClick={() => void entries.fetchNextPage()}
        >
          {t('common.more')}
        </button>
      )}
    </Page>
  );
}
