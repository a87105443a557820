import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { DataTable, type ConsoleColumn } from '#client/console/components/DataTable';
import { ErrorNote } from '#client/console/components/ErrorNote';
import { Page } from '#client/console/components/Page';
import { useConsoleSession } from '#client/console/queries/session';
import { useShortcuts } from '#client/console/shortcuts';
import { useSiteFilter, withSite } from '#client/console/site-filter';
import * as styles from '#client/console/styles.css';
import { inboxQuery, type InboxEntry } from '#client/console/queries/fictional';
import * as css from './fictional.css';
import { useTimeAgo } from './time';

/**
 * The fictional inbox: conversations members hold with the sites' fictional profiles, those waiting
 * for an answer first (oldest first), then the latest answered ones. It refreshes itself.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [site] = useSiteFilter();
  const [params, setParams] = useSearchParams();
  const fictionalId = params.get('fictional') || undefined;
  const session = useConsoleSession();
  const inbox = useQuery(inboxQuery(site, fictionalId));
  const ago = useTimeAgo();
  const sites = session.data?.sites;
  const rows = inbox.data?.conversations ?? [];
  const open = (row: InboxEntry) => void navigate(withSite(`/inbox/${row.conversation_id}`, site));
  const table = useRef<HTMLDivElement>(null);
  // Back from a thread (Esc), the keyboard is on the conversation just answered; on arrival, on the first.
  const cameFrom = (useLocation().state as { conversation?: number } | null)?.conversation;
  const focusRow = (index: number) => table.current?.querySelectorAll<HTMLElement>('tr[data-row]')[index]?.focus();
  // Only when the list first arrives: a refresh every 10 s must not move the operator's place.
  const placed = useRef(false);
  useEffect(() => {
    if (placed.current || !inbox.data) return;
    placed.current = true;
    const index = inbox.data.conversations.findIndex((row) => row.conversation_id === cameFrom);
    table.current?.querySelectorAll<HTMLElement>('tr[data-row]')[Math.max(index, 0)]?.focus();
  }, [inbox.data, cameFrom]);
  useShortcuts({ j: () => focusRow(0), ArrowDown: () => focusRow(0) });

  const columns = useMemo<ConsoleColumn<InboxEntry>[]>(() => {
    const siteName = (id: string) => sites?.find((entry) => entry.id === id)?.name ?? id;
    return [
      {
        id: 'state',
        header: t('fictional.inbox.state'),
        accessorFn: (row) => (row.waiting ? 0 : 1),
        cell: ({ row }) =>
          row.original.waiting ? (
            <span className={`${styles.pill.warn} ${css.nowrap}`}>{t('fictional.inbox.waiting_count', { count: row.original.unread })}</span>
          ) : (
            <span className={`${styles.pill.neutral} ${css.nowrap}`}>{t('fictional.inbox.answered')}</span>
          ),
      },
      {
        id: 'member',
        header: t('fictional.inbox.member'),
        accessorFn: (row) => row.member.name,
        cell: ({ row }) => (
          <span className={css.stack}>
            <strong>
              {row.original.member.name}, {row.original.member.age}
            </strong>
            <span className={styles.muted}>{t('fictional.inbox.credits', { count: row.original.member.credits })}</span>
          </span>
        ),
      },
      {
        id: 'last',
        header: t('fictional.inbox.last_message'),
        enableSorting: false,
        cell: ({ row }) => {
          const last = row.original.last_message;
          if (!last) return null;
          const text = last.preview || t(`fictional.message_type.${last.type}`, { defaultValue: last.type });
          return (
            <span className={css.preview}>
              {!last.from_member && <span className={styles.muted}>{t('fictional.inbox.you')} </span>}
              {text}
            </span>
          );
        },
      },
      {
        id: 'fictional',
        header: t('fictional.inbox.profile'),
        accessorFn: (row) => row.fictional.name,
        cell: ({ row }) => (
          <span className={css.who}>
            {row.original.fictional.main_image ? (
              <img className={css.thumb} src={row.original.fictional.main_image.thumb_filename} alt="" width={36} height={36} />
            ) : (
              <span className={css.thumb} aria-hidden />
            )}
            {row.original.fictional.name}
          </span>
        ),
      },
      { id: 'site', header: t('common.site'), accessorFn: (row) => siteName(row.tenant_id) },
      {
        id: 'since',
        header: t('fictional.inbox.waiting_since'),
        accessorFn: (row) => row.waiting_since ?? row.last_message_at,
        cell: ({ row }) =>
          row.original.waiting_since ? (
            <time dateTime={row.original.waiting_since}>{ago(row.original.waiting_since)}</time>
          ) : (
            <span className={styles.muted}>—</span>
          ),
      },
      {
        id: 'answered_by',
        header: t('fictional.inbox.answered_by'),
        accessorFn: (row) => row.last_answer?.by ?? '',
        cell: ({ row }) =>
          row.original.last_answer ? (
            <span className={css.stack}>
              <span className={css.email}>{row.original.last_answer.by ?? t('fictional.inbox.former_operator')}</span>
              <time className={styles.muted} dateTime={row.original.last_answer.at}>
                {ago(row.original.last_answer.at)}
              </time>
            </span>
          ) : (
            <span className={styles.muted}>—</span>
          ),
      },
    ];
  }, [t, sites, ago]);

  return (
    <Page
      title={t('nav.inbox')}
      actions={
        inbox.data && (
          <span className={inbox.data.waiting_total ? styles.pill.warn : styles.pill.good} role="status">
            {t('fictional.inbox.total_waiting', { count: inbox.data.waiting_total })}
          </span>
        )
      }
    >
      {fictionalId && (
        <p className={styles.notice.info}>
          {t('fictional.inbox.one_profile')}{' '}
          <button
            type="button"
            className={styles.button.secondary}
            onClick={() =>
              setParams((current) => {
                const next = new URLSearchParams(current);
                next.delete('fictional');
                return next;
              })
            }
          >
            {t('fictional.inbox.all_profiles')}
          </button>
        </p>
      )}
      <ErrorNote error={inbox.error} />
      {inbox.isPending ? (
        <p className={styles.muted}>{t('common.loading')}</p>
      ) : (
        <div ref={table}>
          <DataTable
            label={t('nav.inbox')}
            columns={columns}
            rows={rows}
            rowId={(row) => String(row.conversation_id)}
            onOpen={open}
            emptyText={t('fictional.inbox.empty')}
          />
        </div>
      )}
      <p className={styles.muted}>
        <kbd className={styles.kbd}>j</kbd>/<kbd className={styles.kbd}>k</kbd> {t('fictional.keys.move')} · <kbd className={styles.kbd}>Enter</kbd>{' '}
        {t('fictional.keys.open')} · {t('fictional.inbox.refreshes')} · <Link to={withSite('/fictional', site)}>{t('nav.fictional')}</Link>
      </p>
    </Page>
  );
}
