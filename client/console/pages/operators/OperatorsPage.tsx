import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { DataTable, type ConsoleColumn } from '#client/console/components/DataTable';
import { ErrorNote } from '#client/console/components/ErrorNote';
import { ListToolbar } from '#client/console/components/ListToolbar';
import { Page } from '#client/console/components/Page';
import { useConsoleSession } from '#client/console/queries/session';
import { useShortcuts } from '#client/console/shortcuts';
import { useSiteFilter } from '#client/console/site-filter';
import * as styles from '#client/console/styles.css';
import { operatorsQuery, type OperatorRow } from '#client/console/queries/operators';
import { AddOperatorDialog, DisableOperatorDialog, EditOperatorDialog } from './OperatorDialogs';
import * as css from './operators.css';

const STATE_PILL = { active: 'good', invited: 'warn', link_expired: 'neutral', disabled: 'bad' } as const;

/** Owners' list of operator accounts: who may do what on which sites, and since when; add, change, disable. */
export function Component() {
  const { t, i18n } = useTranslation();
  const session = useConsoleSession();
  const [site] = useSiteFilter();
  const operators = useQuery(operatorsQuery());
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<OperatorRow>();
  const [disabling, setDisabling] = useState<OperatorRow>();
  const [notice, setNotice] = useState('');
  const siteName = (id: string) => session.data?.sites.find((entry) => entry.id === id)?.name ?? id;
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  // The site filter shows who works on that site: its operators and the owners of every site.
  const rows = (operators.data?.operators ?? []).filter((row) => !site || row.all_sites || row.tenants.includes(site));
  const closeWith = (message: string) => {
    setEditing(undefined);
    setDisabling(undefined);
    if (message) setNotice(message);
  };
  useShortcuts({ n: () => setAdding(true) });

  const columns: ConsoleColumn<OperatorRow>[] = [
    {
      id: 'email',
      header: t('operators.email'),
      accessorKey: 'email',
      cell: ({ row }) => (
        <span className={css.email}>
          <span>
            {/* A long address may break before its domain, nowhere else. */}
            {row.original.email.split('@')[0]}
            <wbr />@{row.original.email.split('@').slice(1).join('@')}
          </span>
          {row.original.is_self && <span className={styles.pill.neutral}>{t('operators.you')}</span>}
        </span>
      ),
    },
    { id: 'role', header: t('operators.role'), accessorFn: (row) => t(`roles.${row.role}`) },
    {
      id: 'sites',
      header: t('operators.sites'),
      enableSorting: false,
      cell: ({ row }) => (
        <span className={css.sites}>
          {row.original.all_sites ? (
            <span className={styles.pill.good}>{t('operators.all_sites')}</span>
          ) : (
            row.original.tenants.map((id) => (
              <span key={id} className={styles.pill.neutral}>
                {siteName(id)}
              </span>
            ))
          )}
        </span>
      ),
    },
    {
      id: 'state',
      header: t('operators.state'),
      accessorKey: 'state',
      cell: ({ row }) => <span className={styles.pill[STATE_PILL[row.original.state]]}>{t(`operators.states.${row.original.state}`)}</span>,
    },
    {
      id: 'last_sign_in',
      header: t('operators.last_sign_in'),
      accessorFn: (row) => row.last_sign_in_at ?? '',
      cell: ({ row }) => <span className={css.nowrap}>{row.original.last_sign_in_at ? when(row.original.last_sign_in_at) : t('operators.never')}</span>,
    },
    {
      id: 'created',
      header: t('operators.created'),
      accessorKey: 'created_at',
      cell: ({ row }) => <span className={css.nowrap}>{when(row.original.created_at)}</span>,
    },
    {
      id: 'actions',
      header: () => <span className={styles.visuallyHidden}>{t('common.actions')}</span>,
      enableSorting: false,
      cell: ({ row }) =>
        row.original.manageable && row.original.state !== 'disabled' ? (
          <span className={css.rowActions}>
            <button type="button" className={`${styles.button.secondary} ${css.small}`} onClick={() => setEditing(row.original)}>
              {t('operators.edit')}
            </button>
            <button type="button" className={`${styles.button.secondary} ${css.small}`} onClick={() => setDisabling(row.original)}>
              {t('operators.disable')}
            </button>
          </span>
        ) : null,
    },
  ];

  return (
    <Page
      title={t('nav.operators')}
      actions={
        <button type="button" className={styles.button.primary} onClick={() => setAdding(true)}>
          {t('operators.add')}
        </button>
      }
    >
      <ListToolbar hint={t('operators.shortcut_hint')} count={t('operators.count', { count: rows.length })} notice={notice} />
      <ErrorNote error={operators.error} />
      {operators.isPending ? (
        <p className={styles.muted}>{t('common.loading')}</p>
      ) : (
        <DataTable
          label={t('nav.operators')}
          columns={columns}
          rows={rows}
          rowId={(row) => String(row.id)}
          onOpen={(row) => row.manageable && row.state !== 'disabled' && setEditing(row)}
        />
      )}
      <AddOperatorDialog open={adding} onClose={() => setAdding(false)} />
      {editing && <EditOperatorDialog operator={editing} onClose={closeWith} />}
      {disabling && <DisableOperatorDialog operator={disabling} onClose={closeWith} />}
    </Page>
  );
}
