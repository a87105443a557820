import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { useLocation, useNavigate } from 'react-router';
import { DataTable, type ConsoleColumn } from '#client/console/components/DataTable';
import { ErrorNote } from '#client/console/components/ErrorNote';
import { Field } from '#client/console/components/Field';
import { Page } from '#client/console/components/Page';
import { useConsoleSession } from '#client/console/queries/session';
import { useShortcuts } from '#client/console/shortcuts';
import * as styles from '#client/console/styles.css';
import { PAYMENT_STATUSES } from '#server/contract/payment-statuses';
import { PAYMENT_METHOD_IDS } from '#server/contract/payment-methods';
import { paymentsQuery, type PaymentRow } from '#client/console/queries/payments';
import { usePaymentFilter } from './filter';
import { PaymentStatus, useMoment, useMoney } from './parts';
import * as css from './payments.css';

/**
 * Payments of the operator's sites, newest first, with the filters a support desk needs: status,
 * method, provider, a member (id or e-mail) and a period. "/" goes to the member search, j/k move
 * through the rows, Enter opens a payment.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const sites = useConsoleSession().data?.sites ?? [];
  const [filter, setFilter, resetFilter] = usePaymentFilter();
  const payments = useInfiniteQuery(paymentsQuery(filter));
  const money = useMoney();
  const moment = useMoment();
  const search = useRef<HTMLInputElement>(null);
  const [member, setMember] = useState(filter.member ?? '');
  const rows = useMemo(() => payments.data?.pages.flatMap((page) => page.payments) ?? [], [payments.data]);
  const siteName = (id: string) => sites.find((site) => site.id === id)?.name ?? id;
  // After a search the first row of its answer takes the focus, so j/k and Enter go on from there.
  const [focusFor, setFocusFor] = useState<string | null>(null);
  useEffect(() => {
    if (focusFor === null || (filter.member ?? '') !== focusFor || payments.isFetching) return;
    document.querySelector<HTMLElement>('tr[data-row]')?.focus();
    setFocusFor(null);
  }, [focusFor, filter.member, payments.isFetching, rows]);

  useShortcuts({
    '/': () => search.current?.focus(),
    j: () => document.querySelector<HTMLElement>('tr[data-row]')?.focus(),
  });

  const columns: ConsoleColumn<PaymentRow>[] = [
    { id: 'id', header: t('payments.columns.id'), accessorKey: 'id', cell: ({ row }) => <span className={css.nowrap}>#{row.original.id}</span> },
    {
      id: 'date',
      header: t('payments.columns.date'),
      accessorKey: 'created_at',
      cell: ({ row }) => (
        <time className={css.nowrap} dateTime={row.original.created_at}>
          {moment(row.original.created_at)}
        </time>
      ),
    },
    {
      id: 'member',
      header: t('payments.columns.member'),
      accessorFn: (row) => row.member_name ?? row.member_email ?? '',
      cell: ({ row }) =>
        row.original.member_id === null ? (
          <span className={styles.muted}>{t('payments.erased_member')}</span>
        ) : (
          <span className={css.person}>
            <span className={css.personName}>{row.original.member_name ?? `#${row.original.member_id}`}</span>
            <span className={css.sub} title={row.original.member_email ?? undefined}>
              {row.original.member_email}
            </span>
          </span>
        ),
    },
    ...(sites.length > 1
      ? [{ id: 'site', header: t('common.site'), accessorFn: (row: PaymentRow) => siteName(row.tenant_id) } satisfies ConsoleColumn<PaymentRow>]
      : []),
    {
      id: 'package',
      header: t('payments.columns.package'),
      accessorKey: 'credits',
      cell: ({ row }) => <span className={css.nowrap}>{t('payments.credits_count', { count: row.original.credits })}</span>,
    },
    {
      id: 'amount',
      header: t('payments.columns.amount'),
      accessorKey: 'amount',
      cell: ({ row }) => (
        <span className={css.number}>
          {money(row.original.amount, row.original.currency)}
          {row.original.discount_code && (
            <>
              <br />
              <span className={css.struck}>{money(row.original.list_amount, row.original.currency)}</span>
            </>
          )}
        </span>
      ),
    },
    { id: 'method', header: t('payments.columns.method'), accessorFn: (row) => t(`payments.methods.${row.method}`, { defaultValue: row.method }) },
    { id: 'provider', header: t('payments.columns.provider'), accessorFn: (row) => t(`payments.providers.${row.provider}`, { defaultValue: row.provider }) },
    { id: 'status', header: t('payments.columns.status'), accessorKey: 'status', cell: ({ row }) => <PaymentStatus payment={row.original} /> },
  ];

  const select = (key: 'status' | 'method' | 'provider', options: readonly string[], label: string, all: string) => (
    <span className={css.filterField}>
      <Field label={label}>
        <select className={styles.input} value={filter[key] ?? ''} onChange={(event) => setFilter({ [key]: event.target.value || undefined })}>
          <option value="">{all}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {t(`payments.${key === 'status' ? 'status' : key === 'method' ? 'methods' : 'providers'}.${option}`)}
            </option>
          ))}
        </select>
      </Field>
    </span>
  );

  const submitMember = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ member: member.trim() || undefined });
    setFocusFor(member.trim());
  };

  return (
    <Page title={t('nav.payments')}>
      <form className={css.filters} onSubmit={submitMember} role="search">
        <span className={css.memberField}>
          <Field label={t('payments.filters.member')}>
            <input
              ref={search}
              className={styles.input}
              type="search"
              placeholder={t('payments.filters.member_hint')}
              value={member}
              onChange={(event) => setMember(event.target.value)}
              aria-keyshortcuts="/"
            />
          </Field>
        </span>
        {select('status', PAYMENT_STATUSES, t('payments.filters.status'), t('payments.filters.any_status'))}
        {select('method', PAYMENT_METHOD_IDS, t('payments.filters.method'), t('payments.filters.any_method'))}
        {select('provider', ['sandbox', 'mollie'], t('payments.filters.provider'), t('payments.filters.any_provider'))}
        {(['from', 'to'] as const).map((key) => (
          <span key={key} className={css.filterField}>
            <Field label={t(`payments.filters.${key}`)}>
              <input
                className={styles.input}
                type="date"
                value={filter[key] ?? ''}
                onChange={(event) => setFilter({ [key]: event.target.value || undefined })}
              />
            </Field>
          </span>
        ))}
        <span className={css.filterButtons}>
          <button type="submit" className={styles.button.primary}>
            {t('common.search')}
          </button>
          <button
            type="button"
            className={styles.button.secondary}
            onClick={() => {
              setMember('');
              resetFilter();
            }}
          >
            {t('common.reset')}
          </button>
        </span>
      </form>
      <ErrorNote error={payments.error} />
      {payments.isPending ? (
        <p className={styles.muted}>{t('common.loading')}</p>
      ) : (
        <DataTable
          label={t('nav.payments')}
          columns={columns}
          rows={rows}
          rowId={(row) => String(row.id)}
          onOpen={(row) => void navigate({ pathname: `/payments/${row.id}`, search: location.search })}
          emptyText={t('payments.empty')}
        />
      )}
      {payments.hasNextPage && (
        <button
          type="button"
          className={`${styles.button.secondary} ${css.more}`}
          disabled={payments.isFetchingNextPage}
          onClick={() => void payments.fetchNextPage()}
        >
          {t('common.more')}
        </button>
      )}
    </Page>
  );
}
