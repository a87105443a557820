import { useQuery } from '@tanstack/react-query';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ErrorNote } from '#client/console/components/ErrorNote';
import { Page } from '#client/console/components/Page';
import { useConsoleSession } from '#client/console/queries/session';
import { useShortcuts } from '#client/console/shortcuts';
import * as styles from '#client/console/styles.css';
import { paymentQuery, type PaymentDetail } from '#client/console/queries/payments';
import { PaymentStatus, RefundStatus, useMoment, useMoney } from './parts';
import * as css from './payments.css';
import { RefundDialog } from './RefundDialog';

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={css.facts}>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt className={css.factLabel}>{label}</dt>
          <dd className={css.factValue}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.card} aria-label={title}>
      <div className={css.sectionHead}>
        <h2 className={css.sectionTitle}>{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function RefundsTable({ detail }: { detail: PaymentDetail }) {
  const { t } = useTranslation();
  const money = useMoney();
  const moment = useMoment();
  if (detail.refunds.length === 0) return <p className={styles.muted}>{t('payments.detail.no_refunds')}</p>;
  const head = ['date', 'amount', 'credits', 'status', 'reason'] as const;
  return (
    <div className={css.tableWrap}>
      <table className={css.table} aria-label={t('payments.detail.refunds')}>
        <thead>
          <tr>
            {head.map((key) => (
              <th key={key} className={css.th} scope="col">
                {t(`payments.detail.refund_columns.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {detail.refunds.map((refund) => (
            <tr key={refund.id} data-testid="refund-row">
              <td className={css.dateCell}>{moment(refund.created_at)}</td>
              <td className={`${css.td} ${css.number}`}>{money(refund.amount, detail.payment.currency)}</td>
              <td className={`${css.td} ${css.number}`}>{refund.credits}</td>
              <td className={css.td}>
                <RefundStatus status={refund.status} />
              </td>
              <td className={css.reason}>
                {refund.reason}
                <span className={css.by}>{t('payments.detail.refund_by', { operator: refund.operator_email ?? `#${refund.operator_id}` })}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ProviderSection({ detail }: { detail: PaymentDetail }) {
  const { t } = useTranslation();
  const money = useMoney();
  const state = detail.provider;
  const title = t('payments.detail.provider', { provider: t(`payments.providers.${detail.payment.provider}`, { defaultValue: detail.payment.provider }) });
  if (!state)
    return (
      <Section title={title}>
        <p className={styles.notice.info}>{detail.provider_note ?? t('payments.detail.provider_none')}</p>
      </Section>
    );
  return (
    <Section title={title}>
      <Facts
        rows={[
          [t('payments.detail.provider_status'), <code key="status">{state.status}</code>],
          [t('payments.detail.amount'), money(state.amount, state.currency)],
          [t('payments.detail.provider_refunded'), money(state.refunded, state.currency)],
          [t('payments.detail.provider_charged_back'), money(state.charged_back, state.currency)],
          [t('payments.detail.provider_refunds'), t('payments.detail.provider_refund_count', { count: state.refunds.length })],
        ]}
      />
      {state.dashboard_url && (
        <p>
          <a className={css.backLink} href={state.dashboard_url} target="_blank" rel="noreferrer noopener">
            {t('payments.detail.open_dashboard')}
          </a>
        </p>
      )}
    </Section>
  );
}

/** One payment: what we have, what the provider has now, its refunds and the member's charge-backs; r refunds, u goes back. */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const operator = useConsoleSession().data?.operator;
  const query = useQuery(paymentQuery(id));
  const money = useMoney();
  const moment = useMoment();
  const [refunding, setRefunding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const detail = query.data;
  const mayRefund = Boolean(operator?.areas.includes('refunds')) && (detail?.refundable.amount ?? 0) > 0;
  const back = () => void navigate({ pathname: '/payments', search: location.search });

  useShortcuts({ u: back, Backspace: back, ...(mayRefund && { r: () => setRefunding(true) }) });

  if (query.isPending) return <p className={styles.muted}>{t('common.loading')}</p>;
  if (!detail) return <ErrorNote error={query.error} />;
  const { payment, member } = detail;
  const refundButton = mayRefund && (
    <button type="button" className={styles.button.danger} onClick={() => setRefunding(true)} aria-keyshortcuts="r">
      <kbd className={css.keyHint} aria-hidden="true">
        r
      </kbd>{' '}
      {t('payments.detail.refund')}
    </button>
  );

  return (
    <Page
      title={t('payments.detail.title', { id: payment.id })}
      actions={
        <>
          <Link className={styles.button.secondary} to={{ pathname: '/payments', search: location.search }}>
            {t('payments.detail.back')}
          </Link>
          {refundButton}
        </>
      }
    >
      <div>
        <PaymentStatus payment={payment} />
      </div>
      {notice && (
        <p className={styles.notice.success} role="status">
          {notice}
        </p>
      )}
      <div className={css.layout}>
        <div className={css.column}>
          <Section title={t('payments.detail.payment')}>
            <Facts
              rows={[
                [t('payments.detail.amount'), money(payment.amount, payment.currency)],
                ...(payment.discount_code
                  ? ([
                      [t('payments.detail.list_amount'), money(payment.list_amount, payment.currency)],
                      [t('payments.detail.discount'), `${payment.discount_code} (−${payment.discount_percentage} %)`],
                    ] as [string, ReactNode][])
                  : []),
                [t('payments.detail.package'), `${payment.package} · ${t('payments.credits_count', { count: payment.credits })}`],
                [t('payments.detail.method'), t(`payments.methods.${payment.method}`, { defaultValue: payment.method })],
                [t('payments.detail.sequence'), t(`payments.detail.sequences.${payment.sequence}`)],
                [t('payments.detail.created'), moment(payment.created_at)],
                [t('payments.detail.paid'), moment(payment.paid_at)],
                [t('payments.detail.refunded'), money(payment.refunded_amount, payment.currency)],
                ...(payment.charged_back_at ? ([[t('payments.detail.charged_back'), moment(payment.charged_back_at)]] as [string, ReactNode][]) : []),
              ]}
            />
          </Section>
          <Section title={t('payments.detail.refunds')} action={refundButton}>
            <RefundsTable detail={detail} />
            {payment.status === 'paid' && detail.refundable.amount === 0 && <p className={styles.muted}>{t('payments.detail.not_refundable')}</p>}
          </Section>
        </div>
        <div className={css.column}>
          <Section title={t('payments.detail.member')}>
            {member ? (
              <>
                <Facts
                  rows={[
                    [t('payments.detail.member_name'), member.name ?? `#${member.id}`],
                    [t('payments.detail.member_email'), member.email],
                    [t('payments.detail.member_credits'), member.credits],
                    [t('payments.detail.member_status'), member.banned ? t('payments.detail.banned') : member.status],
                  ]}
                />
                {operator?.areas.includes('members') && (
                  <p>
                    <Link className={css.backLink} to={`/members/${member.id}`}>
                      {t('payments.detail.open_member')}
                    </Link>
                  </p>
                )}
              </>
            ) : (
              <p className={styles.muted}>{t('payments.erased_member')}</p>
            )}
          </Section>
          <ProviderSection detail={detail} />
          <Section title={t('payments.detail.charge_backs')}>
            {detail.charge_backs.length === 0 ? (
              <p className={styles.muted}>{t('payments.detail.no_charge_backs')}</p>
            ) : (
              <ul>
                {detail.charge_backs.map((row) => (
                  <li key={row.payment_id}>
                    <Link to={`/payments/${row.payment_id}`}>#{row.payment_id}</Link> · {money(row.amount, row.currency)} · {moment(row.charged_back_at)}
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </div>
      </div>
      {refunding && (
        <RefundDialog
          detail={detail}
          open
          onClose={() => setRefunding(false)}
          onDone={(text) => {
            setRefunding(false);
            setNotice(text);
          }}
        />
      )}
    </Page>
  );
}
