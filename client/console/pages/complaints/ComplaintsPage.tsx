import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { useLocation, useNavigate } from 'react-router';
import { DataTable, type ConsoleColumn } from '#client/console/components/DataTable';
import { ErrorNote } from '#client/console/components/ErrorNote';
import { Field } from '#client/console/components/Field';
import { Page } from '#client/console/components/Page';
import { useConsoleSession } from '#client/console/queries/session';
import { useShortcuts } from '#client/console/shortcuts';
import * as styles from '#client/console/styles.css';
import { COMPLAINT_REASONS } from '#server/contract/complaint-reasons';
import { complaintQueueQuery, type ComplaintRow } from '#client/console/queries/complaints';
import { useAge, useQueueFilter } from './hooks';
import * as css from './complaints.css';
import { ReasonPill, ReportedCell, ReporterCell, ResolutionPill } from './parts';

/** The complaints queue: open reports oldest first, filtered by status, reason and site; Enter opens one. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useConsoleSession();
  const [filter, setFilter] = useQueueFilter();
  const queue = useInfiniteQuery(complaintQueueQuery(filter));
  const age = useAge();
  const sites = session.data?.sites ?? [];
  const siteName = (id: string) => sites.find((site) => site.id === id)?.name ?? id;
  const rows = useMemo(() => queue.data?.pages.flatMap((page) => page.complaints) ?? [], [queue.data]);
  const open = (queue.data?.pages[0]?.sites ?? []).filter((site) => !filter.site || site.tenant_id === filter.site).reduce((sum, site) => sum + site.open, 0);
  // A notice handed over by the complaint view: the last open complaint was just resolved.
  const allDone = (location.state as { allDone?: boolean } | null)?.allDone === true;

  const openRow = (row: ComplaintRow) => void navigate({ pathname: `/complaints/${row.id}`, search: location.search });
  // Before any row has focus, j starts at the top of the queue (the table's own keys take over from there).
  useShortcuts({ j: () => document.querySelector<HTMLElement>('tr[data-row]')?.focus() });

  const columns: ConsoleColumn<ComplaintRow>[] = [
    { id: 'reason', header: t('complaints.columns.reason'), accessorKey: 'reason', cell: ({ row }) => <ReasonPill reason={row.original.reason} /> },
    {
      id: 'reported',
      header: t('complaints.columns.reported'),
      accessorFn: (row) => row.reported?.name ?? '',
      cell: ({ row }) => <ReportedCell reported={row.original.reported} />,
    },
    {
      id: 'reporter',
      header: t('complaints.columns.reporter'),
      accessorFn: (row) => row.reporter.name ?? row.reporter.email ?? '',
      cell: ({ row }) => <ReporterCell reporter={row.original.reporter} />,
    },
    {
      id: 'text',
      header: t('complaints.columns.text'),
      enableSorting: false,
      cell: ({ row }) => (
        <span className={css.words} title={row.original.text}>
          {row.original.has_message && <span className={styles.pill.neutral}>{t('complaints.has_message')}</span>} {row.original.text}
        </span>
      ),
    },
    ...(sites.length > 1
      ? [{ id: 'site', header: t('common.site'), accessorFn: (row: ComplaintRow) => siteName(row.tenant_id) } satisfies ConsoleColumn<ComplaintRow>]
      : []),
    {
      id: 'age',
      header: t('complaints.columns.age'),
      accessorKey: 'created_at',
      cell: ({ row }) => (
        <time className={css.nowrap} dateTime={row.original.created_at} title={new Date(row.original.created_at).toLocaleString()}>
          {age(row.original.created_at)}
        </time>
      ),
    },
    ...(filter.status === 'closed'
      ? [
          {
            id: 'resolution',
            header: t('complaints.columns.resolution'),
            accessorKey: 'resolution',
            cell: ({ row }) => <ResolutionPill resolution={row.original.resolution} />,
          } satisfies ConsoleColumn<ComplaintRow>,
        ]
      : []),
  ];

  return (
    <Page title={t('nav.complaints')}>
      <div className={css.filters}>
        <span className={css.filterField}>
          <Field label={t('common.status')}>
            <select
              className={styles.input}
              value={filter.status}
              onChange={(event) => setFilter({ status: event.target.value === 'closed' ? 'closed' : undefined })}
            >
              <option value="open">{t('complaints.status.open')}</option>
              <option value="closed">{t('complaints.status.closed')}</option>
            </select>
          </Field>
        </span>
        <span className={css.filterField}>
          <Field label={t('complaints.columns.reason')}>
            <select className={styles.input} value={filter.reason ?? ''} onChange={(event) => setFilter({ reason: event.target.value || undefined })}>
              <option value="">{t('complaints.all_reasons')}</option>
              {COMPLAINT_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`complaints.reasons.${reason}`)}
                </option>
              ))}
            </select>
          </Field>
        </span>
        <strong className={css.count} role="status">
          {t('complaints.open_count', { count: open })}
        </strong>
      </div>
      {allDone && filter.status === 'open' && <p className={styles.notice.success}>{t('complaints.all_done')}</p>}
      <ErrorNote error={queue.error} />
      {queue.isPending ? (
        <p className={styles.muted}>{t('common.loading')}</p>
      ) : (
        <DataTable
          label={t('nav.complaints')}
          columns={columns}
          rows={rows}
          rowId={(row) => String(row.id)}
          onOpen={openRow}
          emptyText={filter.status === 'open' ? t('complaints.empty_open') : t('complaints.empty_closed')}
        />
      )}
      {queue.hasNextPage && (
        <button
          type="button"
          className={`${styles.button.secondary} ${css.more}`}
          disabled={queue.isFetchingNextPage}
          onClick={() => void queue.fetchNextPage()}
        >
          {t('common.more')}
        </button>
      )}
    </Page>
  );
}
