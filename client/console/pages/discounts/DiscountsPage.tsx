import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { useSearchParams } from 'react-router';
import { DataTable, type ConsoleColumn } from '#client/console/components/DataTable';
import { Dialog } from '#client/console/components/Dialog';
import { ErrorNote } from '#client/console/components/ErrorNote';
import { Field } from '#client/console/components/Field';
import { Page } from '#client/console/components/Page';
import { useConsoleSession } from '#client/console/queries/session';
import { useSiteFilter } from '#client/console/site-filter';
import { useShortcuts } from '#client/console/shortcuts';
import * as styles from '#client/console/styles.css';
import { discountCodesQuery, useDisableDiscountCode, type DiscountCodeRow } from '#client/console/queries/payments';
import { useMoment, useMoney } from '../payments/parts';
import { DiscountForm } from './DiscountForm';
import * as css from './discounts.css';
import * as paymentsCss from '../payments/payments.css';

const STATE_TONE = { active: 'good', expired: 'neutral', disabled: 'bad' } as const;

/** Discount codes of the operator's sites with their conditions and uses; n makes a new one, a row's button disables it. */
export function Component() {
  const { t } = useTranslation();
  const money = useMoney();
  const moment = useMoment();
  const sites = useConsoleSession().data?.sites ?? [];
  const [site] = useSiteFilter();
  const [params, setParams] = useSearchParams();
  const state = params.get('state') || undefined;
  const codes = useInfiniteQuery(discountCodesQuery(site, state));
  const disable = useDisableDiscountCode();
  const [creating, setCreating] = useState(false);
  const [confirm, setConfirm] = useState<DiscountCodeRow | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const rows = useMemo(() => codes.data?.pages.flatMap((page) => page.discount_codes) ?? [], [codes.data]);
  const siteName = (id: string) => sites.find((entry) => entry.id === id)?.name ?? id;

  useShortcuts({ n: () => setCreating(true) });

  const conditions = (row: DiscountCodeRow) => {
    const parts = [
      row.country && t('payments.discounts.conditions.country', { country: row.country }),
      row.member_id !== null && t('payments.discounts.conditions.member', { id: row.member_id }),
      row.currency && row.minimum_order_value > 0 && t('payments.discounts.conditions.minimum', { amount: money(row.minimum_order_value, row.currency) }),
      row.currency && row.minimum_order_value === 0 && row.currency,
      row.payment_methods.length > 0 && row.payment_methods.map((method) => t(`payments.methods.${method}`)).join(', '),
    ].filter(Boolean);
    return parts.length ? parts.join(' · ') : t('payments.discounts.conditions.none');
  };

  const columns: ConsoleColumn<DiscountCodeRow>[] = [
    { id: 'code', header: t('payments.discounts.columns.code'), accessorKey: 'code', cell: ({ row }) => <span className={css.code}>{row.original.code}</span> },
    ...(sites.length > 1
      ? [{ id: 'site', header: t('common.site'), accessorFn: (row: DiscountCodeRow) => siteName(row.tenant_id) } satisfies ConsoleColumn<DiscountCodeRow>]
      : []),
    {
      id: 'percentage',
      header: t('payments.discounts.columns.percentage'),
      accessorKey: 'percentage',
      cell: ({ row }) => <span className={css.number}>{row.original.percentage} %</span>,
    },
    {
      id: 'conditions',
      header: t('payments.discounts.columns.conditions'),
      enableSorting: false,
      cell: ({ row }) => <span className={css.conditions}>{conditions(row.original)}</span>,
    },
    {
      id: 'expires',
      header: t('payments.discounts.columns.expires'),
      accessorKey: 'expires_at',
      cell: ({ row }) => <span className={css.nowrap}>{row.original.expires_at ? moment(row.original.expires_at) : t('payments.discounts.never')}</span>,
    },
    {
      id: 'uses',
      header: t('payments.discounts.columns.uses'),
      accessorKey: 'used',
      cell: ({ row }) => (
        <span className={css.nowrap}>
          {t('payments.discounts.uses', { count: row.original.used })}
          {row.original.held > 0 && <span className={styles.muted}> · {t('payments.discounts.held', { count: row.original.held })}</span>}
        </span>
      ),
    },
    {
      id: 'state',
      header: t('payments.discounts.columns.state'),
      accessorKey: 'state',
      cell: ({ row }) => <span className={styles.pill[STATE_TONE[row.original.state]]}>{t(`payments.discounts.states.${row.original.state}`)}</span>,
    },
    {
      id: 'actions',
      header: t('common.actions'),
      enableSorting: false,
      cell: ({ row }) =>
        row.original.status === 'active' && (
          <button type="button" className={styles.button.secondary} onClick={() => setConfirm(row.original)}>
            {t('payments.discounts.disable')}
          </button>
        ),
    },
  ];

  return (
    <Page
      title={t('nav.discounts')}
      actions={
        !creating && (
          <button type="button" className={styles.button.primary} onClick={() => setCreating(true)} aria-keyshortcuts="n">
            <kbd className={paymentsCss.keyHint} aria-hidden="true">
              n
            </kbd>{' '}
            {t('payments.discounts.new')}
          </button>
        )
      }
    >
      {creating && (
        <DiscountForm
          sites={sites}
          site={site}
          onCreated={(code) => {
            setCreating(false);
            setNotice(t('payments.discounts.created', { code }));
          }}
        />
      )}
      {notice && (
        <p className={styles.notice.success} role="status">
          {notice}
        </p>
      )}
      <div className={css.toolbar}>
        <span className={css.stateField}>
          <Field label={t('payments.discounts.columns.state')}>
            <select
              className={styles.input}
              value={state ?? ''}
              onChange={(event) =>
                setParams((current) => {
                  const updated = new URLSearchParams(current);
                  if (event.target.value) updated.set('state', event.target.value);
                  else updated.delete('state');
                  return updated;
                })
              }
            >
              <option value="">{t('payments.discounts.any_state')}</option>
              {(['active', 'expired', 'disabled'] as const).map((entry) => (
                <option key={entry} value={entry}>
                  {t(`payments.discounts.states.${entry}`)}
                </option>
              ))}
            </select>
          </Field>
        </span>
      </div>
      <ErrorNote error={codes.error ?? disable.error} />
      {codes.isPending ? (
        <p className={styles.muted}>{t('common.loading')}</p>
      ) : (
        <DataTable label={t('nav.discounts')} columns={columns} rows={rows} rowId={(row) => String(row.id)} emptyText={t('payments.discounts.empty')} />
      )}
      {codes.hasNextPage && (
        <button
          type="button"
          className={`${styles.button.secondary} ${css.more}`}
          disabled={codes.isFetchingNextPage}
          onClick={() => void codes.fetchNextPage()}
        >
          {t('common.more')}
        </button>
      )}
      <Dialog open={confirm !== null} title={t('payments.discounts.disable_title', { code: confirm?.code ?? '' })} onClose={() => setConfirm(null)}>
        <p>{t('payments.discounts.disable_confirm')}</p>
        <div className={css.toolbar}>
          <button type="button" className={styles.button.secondary} onClick={() => setConfirm(null)}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className={styles.button.danger}
            disabled={disable.isPending}
            onClick={() => {
              if (!confirm) return;
              disable.mutate(confirm.id, {
                onSuccess: () => {
                  setNotice(t('payments.discounts.disabled', { code: confirm.code }));
                  setConfirm(null);
                },
              });
            }}
          >
            {t('payments.discounts.disable')}
          </button>
        </div>
      </Dialog>
    </Page>
  );
}
