import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { DataTable, type ConsoleColumn } from '#client/console/components/DataTable';
import { ErrorNote } from '#client/console/components/ErrorNote';
import { ListToolbar } from '#client/console/components/ListToolbar';
import { Page } from '#client/console/components/Page';
import { useShortcuts } from '#client/console/shortcuts';
import { useSiteFilter } from '#client/console/site-filter';
import * as styles from '#client/console/styles.css';
import { LANGUAGE_NAMES } from '#server/contract/languages';
import { sitesQuery, type SiteRow } from '#client/console/queries/sites';
import { cheapest } from './price';
import { OnboardDialog } from './OnboardDialog';
import { SiteDetails } from './SiteDetails';
import * as css from './sites.css';

/** The sites the operator may see, with their configuration as the server loaded it, the files' problems, and onboarding. */
export function Component() {
  const { t, i18n } = useTranslation();
  const [site] = useSiteFilter();
  const sites = useQuery(sitesQuery());
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<SiteRow>();
  const [notice, setNotice] = useState('');
  const mayOnboard = sites.data?.may_onboard === true;
  const rows = (sites.data?.sites ?? []).filter((row) => !site || row.id === site);
  useShortcuts({ n: () => mayOnboard && setAdding(true) });

  const columns: ConsoleColumn<SiteRow>[] = [
    {
      id: 'name',
      header: t('sites.name'),
      accessorKey: 'name',
      cell: ({ row }) => (
        <span className={css.name}>
          <strong>
            {row.original.name} {row.original.default && <span className={styles.pill.neutral}>{t('sites.default_site')}</span>}
          </strong>
          <span className={css.sub}>{row.original.id}</span>
        </span>
      ),
    },
    {
      id: 'domains',
      header: t('sites.domains'),
      accessorFn: (row) => row.domains[0] ?? '',
      cell: ({ row }) => (
        <span className={css.name}>
          {row.original.domains[0]}
          {row.original.domains.length > 1 && <span className={css.sub}>+{row.original.domains.length - 1}</span>}
        </span>
      ),
    },
    {
      id: 'language',
      header: t('sites.language'),
      accessorFn: (row) => LANGUAGE_NAMES[row.domain_language],
      cell: ({ row }) => (
        <span className={css.name}>
          {LANGUAGE_NAMES[row.original.domain_language]}
          {row.original.languages.length > 1 && <span className={css.sub}>{row.original.languages.join(' ')}</span>}
        </span>
      ),
    },
    {
      id: 'niche',
      header: t('sites.niche'),
      accessorFn: (row) => t(`sites.niches.${row.niche}`),
      cell: ({ getValue }) => <span className={css.nowrap}>{String(getValue())}</span>,
    },
    {
      id: 'payments',
      header: t('sites.payments'),
      accessorFn: (row) => row.payments.provider,
      cell: ({ row }) => (
        <span className={css.name}>
          {t(`sites.providers.${row.original.payments.provider}`)}
          <span className={css.sub}>{t('sites.configured', { value: row.original.payments.configured })}</span>
        </span>
      ),
    },
    {
      id: 'prices',
      header: t('sites.prices'),
      enableSorting: false,
      cell: ({ row }) => {
        const from = cheapest(row.original, i18n.language);
        return (
          <span className={css.name}>
            <span className={css.nowrap}>{t('sites.packages', { count: row.original.payments.packages.length })}</span>
            {from && <span className={css.sub}>{t('sites.from_price', { price: from })}</span>}
          </span>
        );
      },
    },
    {
      id: 'photo_moderation',
      header: t('sites.photo_moderation'),
      accessorKey: 'photo_moderation',
      cell: ({ row }) => (
        <span className={`${row.original.photo_moderation === 'manual' ? styles.pill.warn : styles.pill.neutral} ${css.nowrap}`}>
          {t(`sites.moderation.${row.original.photo_moderation}`)}
        </span>
      ),
    },
  ];

  const problems = sites.data?.problems ?? [];
  return (
    <Page
      title={t('nav.sites')}
      actions={
        mayOnboard && (
          <button type="button" className={styles.button.primary} onClick={() => setAdding(true)}>
            {t('sites.add')}
          </button>
        )
      }
    >
      <ListToolbar hint={t('sites.shortcut_hint')} count={t('sites.count', { count: rows.length })} notice={notice} />
      {problems.length > 0 && (
        <section className={`${styles.notice.error} ${css.problems}`} aria-labelledby="site-problems">
          <strong id="site-problems">{t('sites.problems_title')}</strong>
          <span>{t('sites.problems_intro')}</span>
          <ul className={css.problemList}>
            {problems.map((problem) => (
              <li key={`${problem.file}:${problem.field}:${problem.message}`}>
                <span className={css.problemFile}>
                  {problem.file} · {problem.field}
                </span>
                : {problem.message} {t(`sites.outcomes.${problem.outcome}`)}
              </li>
            ))}
          </ul>
        </section>
      )}
      <ErrorNote error={sites.error} />
      {sites.isPending ? (
        <p className={styles.muted}>{t('common.loading')}</p>
      ) : (
        <DataTable label={t('nav.sites')} columns={columns} rows={rows} rowId={(row) => row.id} onOpen={(row) => setOpen(row)} />
      )}
      {mayOnboard && (
        <OnboardDialog
          open={adding}
          companies={sites.data?.companies ?? []}
          onClose={(done) => {
            setAdding(false);
            if (!done) return;
            const name = done.site?.name ?? done.id;
            setNotice(done.site ? t('sites.live', { name, origin: done.site.origin }) : t('sites.written', { name }));
          }}
        />
      )}
      {open && <SiteDetails site={open} onClose={() => setOpen(undefined)} />}
    </Page>
  );
}
