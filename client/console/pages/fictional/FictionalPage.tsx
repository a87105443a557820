import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { Link, useNavigate } from 'react-router';
import { DataTable, type ConsoleColumn } from '#client/console/components/DataTable';
import { ErrorNote } from '#client/console/components/ErrorNote';
import { Page } from '#client/console/components/Page';
import { useConsoleSession } from '#client/console/queries/session';
import { useShortcuts } from '#client/console/shortcuts';
import { useSiteFilter, withSite } from '#client/console/site-filter';
import * as styles from '#client/console/styles.css';
import { fictionalListQuery, type FictionalRow } from '#client/console/queries/fictional';
import * as css from './fictional.css';

/** The sites' fictional profiles: a table to search and open, `n` for a new one, `/` to search. */
export function Component() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [site] = useSiteFilter();
  const session = useConsoleSession();
  const [q, setQ] = useState('');
  const search = useRef<HTMLInputElement>(null);
  const list = useInfiniteQuery(fictionalListQuery(site, q));
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.profiles) ?? [], [list.data]);
  const sites = session.data?.sites;
  const region = useMemo(() => new Intl.DisplayNames([i18n.language], { type: 'region' }), [i18n.language]);

  useShortcuts({ n: () => void navigate(withSite('/fictional/new', site)), '/': () => search.current?.focus() });

  const columns = useMemo<ConsoleColumn<FictionalRow>[]>(() => {
    const siteName = (id: string) => sites?.find((entry) => entry.id === id)?.name ?? id;
    return [
      {
        id: 'name',
        header: t('fictional.list.name'),
        accessorFn: (row) => row.name,
        cell: ({ row }) => (
          <span className={css.who}>
            {row.original.main_image ? (
              <img className={css.thumb} src={row.original.main_image.thumb_filename} alt="" width={36} height={36} />
            ) : (
              <span className={css.thumb} aria-hidden />
            )}
            <Link to={withSite(`/fictional/${row.original.id}`, site)} className={css.strongLink}>
              {row.original.name}
            </Link>
            {row.original.cam && <span className={styles.pill.neutral}>{t('fictional.list.cam')}</span>}
          </span>
        ),
      },
      { id: 'site', header: t('common.site'), accessorFn: (row) => siteName(row.tenant_id) },
      { id: 'age', header: t('fictional.list.age'), accessorFn: (row) => row.age },
      { id: 'gender', header: t('fictional.list.gender'), accessorFn: (row) => t(`fictional.gender.${row.gender}`) },
      { id: 'region', header: t('fictional.list.region'), accessorFn: (row) => [row.region_name, region.of(row.country)].filter(Boolean).join(', ') },
      { id: 'photos', header: t('fictional.list.photos'), accessorFn: (row) => row.photos },
      {
        id: 'waiting',
        header: t('fictional.list.waiting'),
        accessorFn: (row) => row.waiting,
        cell: ({ row }) =>
          row.original.waiting ? (
            <Link className={styles.pill.warn} to={withSite(`/inbox?fictional=${row.original.id}`, site)}>
              {t('fictional.list.waiting_count', { count: row.original.waiting })}
            </Link>
          ) : (
            <span className={styles.muted}>0</span>
          ),
      },
    ];
  }, [t, site, sites, region]);

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQ(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };

  return (
    <Page
      title={t('nav.fictional')}
      actions={
        <Link className={styles.button.primary} to={withSite('/fictional/new', site)}>
          {t('fictional.list.new')} <kbd className={`${styles.kbd} ${css.keyOnAccent}`}>n</kbd>
        </Link>
      }
    >
      <p className={styles.notice.info}>{t('fictional.list.intro')}</p>
      <form className={styles.toolbar} role="search" onSubmit={onSearch}>
        <label className={styles.field}>
          {t('fictional.list.search')}
          <input ref={search} name="q" type="search" className={styles.input} defaultValue={q} placeholder={t('fictional.list.search_hint')} />
        </label>
        <button type="submit" className={styles.button.secondary}>
          {t('common.search')}
        </button>
      </form>
      <ErrorNote error={list.error} />
      {list.isPending ? (
        <p className={styles.muted}>{t('common.loading')}</p>
      ) : (
        <DataTable
          label={t('nav.fictional')}
          columns={columns}
          rows={rows}
          rowId={(row) => String(row.id)}
          onOpen={(row) => void navigate(withSite(`/fictional/${row.id}`, site))}
          emptyText={q ? t('fictional.list.none_found') : t('fictional.list.empty')}
        />
      )}
      {list.hasNextPage && (
        <button type="button" className={styles.button.secondary} onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          {t('common.more')}
        </button>
      )}
      <p className={styles.muted}>
        <kbd className={styles.kbd}>j</kbd>/<kbd className={styles.kbd}>k</kbd> {t('fictional.keys.move')} · <kbd className={styles.kbd}>Enter</kbd>{' '}
        {t('fictional.keys.open')} · <kbd className={styles.kbd}>/</kbd> {t('fictional.keys.search')}
      </p>
    </Page>
  );
}
