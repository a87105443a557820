import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { DataTable, type ConsoleColumn } from '#client/console/components/DataTable';
import { ErrorNote } from '#client/console/components/ErrorNote';
import { Page } from '#client/console/components/Page';
import { useConsoleSession } from '#client/console/queries/session';
import { useShortcuts } from '#client/console/shortcuts';
import { useSiteFilter } from '#client/console/site-filter';
import * as styles from '#client/console/styles.css';
import { MEMBER_STATUS_FILTERS, type MemberStatusFilter } from '#server/contract/console-members';
import { memberSearchQuery, type ConsoleMemberRow } from '#client/console/queries/members';
import { MemberPills } from './MemberPills';
import * as css from './members.css';

const isStatus = (value: string | null): value is MemberStatusFilter => MEMBER_STATUS_FILTERS.some((status) => status === value);

/** Members of the operator's sites: search by e-mail, id or name, filter by status; Enter opens one. */
export function Component() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const deleted = (location.state as { deleted?: number } | null)?.deleted;
  const [params, setParams] = useSearchParams();
  const [site] = useSiteFilter();
  const session = useConsoleSession().data;
  const sites = useMemo(() => session?.sites ?? [], [session]);
  const q = params.get('q') ?? '';
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const [draft, setDraft] = useState(q);
  // The box follows the address (back, forward, a shared link): reset while rendering, not in an effect.
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    setDraft(q);
  }
  const search = useRef<HTMLInputElement>(null);
  const results = useRef<HTMLDivElement>(null);
  // After a search from the box, the first row takes the focus so j/k and Enter work at once.
  const focusResults = useRef(false);
  const members = useInfiniteQuery(memberSearchQuery({ q, status, site }));
  const rows = useMemo(() => members.data?.pages.flatMap((page) => page.members) ?? [], [members.data]);

  useShortcuts({ '/': () => search.current?.focus() });
  const focusFirstRow = () => results.current?.querySelector<HTMLElement>('tr[data-row]')?.focus();
  useEffect(() => {
    if (!focusResults.current || members.isFetching) return;
    focusResults.current = false;
    focusFirstRow();
  }, [members.isFetching]);

  const update = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    // The same search again is answered from the cache: nothing to wait for.
    if (next === q && !members.isFetching) focusFirstRow();
    else focusResults.current = true;
    update({ q: next || undefined });
  };

  const date = useMemo(() => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }), [i18n.language]);
  const number = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  const columns = useMemo<ConsoleColumn<ConsoleMemberRow>[]>(() => {
    const siteName = (id: string) => sites.find((entry) => entry.id === id)?.name ?? id;
    return [
      { id: 'id', header: t('members.columns.id'), accessorFn: (row) => row.id, sortingFn: 'basic' },
      {
        id: 'member',
        header: t('members.columns.member'),
        accessorFn: (row) => row.name ?? '',
        sortingFn: 'text',
        cell: ({ row }) => (
          <span className={css.memberCell}>
            <strong>{row.original.name ?? '–'}</strong>
            <span className={css.email} title={row.original.email}>
              {row.original.email}
            </span>
          </span>
        ),
      },
      { id: 'site', header: t('members.columns.site'), accessorFn: (row) => siteName(row.tenant_id) },
      { id: 'status', header: t('members.columns.status'), enableSorting: false, cell: ({ row }) => <MemberPills member={row.original} /> },
      {
        id: 'credits',
        header: t('members.columns.credits'),
        accessorFn: (row) => row.credits,
        sortingFn: 'basic',
        cell: ({ row }) => <span className={css.number}>{number.format(row.original.credits)}</span>,
      },
      {
        id: 'signup',
        header: t('members.columns.signed_up'),
        accessorFn: (row) => row.signup_date,
        cell: ({ row }) => date.format(new Date(row.original.signup_date)),
      },
    ];
  }, [t, date, number, sites]);

  return (
    <Page title={t('nav.members')}>
      <form className={styles.toolbar} role="search" onSubmit={submit}>
        <label className={`${styles.field} ${css.searchField}`}>
          {t('members.search_label')}
          <span className={css.searchRow}>
            <input
              ref={search}
              type="search"
              className={`${styles.input} ${css.searchInput}`}
              value={draft}
              placeholder={t('members.search_placeholder')}
              onChange={(event) => setDraft(event.target.value)}
              maxLength={254}
              aria-keyshortcuts="/"
            />
            <button type="submit" className={styles.button.primary}>
              {t('common.search')}
            </button>
          </span>
        </label>
        <label className={styles.field}>
          {t('common.status')}
          <select className={styles.input} value={status ?? ''} onChange={(event) => update({ status: event.target.value || undefined })}>
            <option value="">{t('members.status_all')}</option>
            {MEMBER_STATUS_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`members.statuses.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <p className={`${styles.muted} ${css.keysHint}`}>
          <kbd className={styles.kbd}>/</kbd> {t('members.keys.search')} · <kbd className={styles.kbd}>j</kbd> <kbd className={styles.kbd}>k</kbd>{' '}
          {t('members.keys.move')} · <kbd className={styles.kbd}>Enter</kbd> {t('members.keys.open')}
        </p>
      </form>
      {deleted !== undefined && (
        <p role="status" className={styles.notice.success}>
          {t('members.done.deleted', { id: deleted })}
        </p>
      )}
      <ErrorNote error={members.error} />
      <div ref={results}>
        {members.isPending ? (
          <p className={styles.muted}>{t('common.loading')}</p>
        ) : (
          <DataTable
            label={t('nav.members')}
            columns={columns}
            rows={rows}
            rowId={(row) => String(row.id)}
            onOpen={(row) => void navigate({ pathname: `/members/${row.id}`, search: site ? `?site=${site}` : '' }, { state: { list: location.search } })}
            emptyText={t('members.empty')}
          />
        )}
      </div>
      {members.hasNextPage && (
        <div>
          <button type="button" className={styles.button.secondary} disabled={members.isFetchingNextPage} onClick={() => void members.fetchNextPage()}>
            {members.isFetchingNextPage ? t('common.loading') : t('common.more')}
          </button>
        </div>
      )}
    </Page>
  );
}
