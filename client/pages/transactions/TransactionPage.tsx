import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv, useSettings } from '#client/app-context';
import { button } from '#client/components/Button/button.css';
import { useTimeZone } from '#client/hooks/useTimeZone';
import { formatMoney, transactionQuery, type Payment } from '#client/queries/credits';
import { companyInfoQuery } from '#client/queries/site';
import { CompanyBlock } from './CompanyBlock';
import { formatDate, formatDateTime, paymentDate, statusTone } from './format';
import * as styles from './transactions.css';

/** The order lines: the package at its list price, the discount, what was charged, and what came back. */
function ReceiptLines({ payment }: { payment: Payment }) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const money = (amount: number) => formatMoney(amount, payment.currency, i18n.language);
  return (
    <table className={styles.lines}>
      <thead>
        <tr>
          <th className={styles.cell}>{t('transactions.description')}</th>
          <th className={styles.amountCell}>{t('transactions.amount')}</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td className={styles.cell}>{t('transactions.package_line', { count: payment.credits })}</td>
          <td className={styles.amountCell}>{money(payment.list_amount)}</td>
        </tr>
        {payment.discount_percentage > 0 && (
          <tr>
            <td className={styles.cell}>{t('transactions.discount_line', { code: payment.discount_code ?? '', percentage: payment.discount_percentage })}</td>
            <td className={styles.amountCell}>−{money(payment.list_amount - payment.amount)}</td>
          </tr>
        )}
      </tbody>
      <tfoot>
        <tr>
          <td className={styles.totalLabel}>{t('transactions.total')}</td>
          <td className={styles.totalCell} data-testid="transaction-total">
            {money(payment.amount)}
          </td>
        </tr>
        {payment.refunds.map((refund) => (
          <tr key={refund.date} data-testid="refund-line">
            <td className={styles.cell}>
              {t(refund.status === 'refunded' ? 'transactions.refund_line' : 'transactions.refund_pending_line', {
                date: formatDate(refund.date, i18n.language, timeZone),
              })}
            </td>
            <td className={styles.amountCell}>−{money(refund.amount)}</td>
          </tr>
        ))}
      </tfoot>
    </table>
  );
}

/** /transactions/{id}: one payment as a receipt, with the seller's details and the withdrawal term. */
export function TransactionPage() {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const { api } = usePageEnv();
  const timeZone = useTimeZone();
  const id = Number(useParams().id);
  const payment = useSuspenseQuery(transactionQuery(api, id)).data;
  const company = useSuspenseQuery(companyInfoQuery(api)).data;
  const method = t(`payment_methods.${payment.paymentmethod}`, { defaultValue: payment.paymentmethod });
  const status = payment.receipt_status;
  return (
    <div className={styles.page}>
      <title>{`${t('transactions.receipt_title', { id: payment.payment_id })} | ${settings.name}`}</title>
      <article className={styles.receipt} data-testid="transaction-receipt">
        <header className={styles.receiptHead}>
          <h1 className={styles.title}>{t('transactions.receipt_title', { id: payment.payment_id })}</h1>
          <CompanyBlock company={company} />
        </header>
        <dl className={styles.facts}>
          <dt className={styles.term}>{t('transactions.payment_id')}</dt>
          <dd className={styles.value}>{payment.payment_id}</dd>
          <dt className={styles.term}>{t('transactions.date')}</dt>
          <dd className={styles.value}>{formatDateTime(paymentDate(payment), i18n.language, timeZone)}</dd>
          <dt className={styles.term}>{t('transactions.method')}</dt>
          <dd className={styles.value}>{payment.repeat_order ? t('transactions.repeat_order', { method }) : method}</dd>
          <dt className={styles.term}>{t('transactions.status_label')}</dt>
          <dd className={styles.value}>
            <span className={styles.status[statusTone(status)]} data-testid="receipt-status">
              {t(`transactions.status.${status}`)}
            </span>
          </dd>
        </dl>
        <ReceiptLines payment={payment} />
        {payment.refund_days > 0 && (
          <p className={styles.notice} data-testid="refund-notice">
            {t('transactions.withdrawal', { days: payment.refund_days })} <Link to="/pages/return-policy">{t('footer.return_policy')}</Link>
          </p>
        )}
        <div className={styles.actions}>
          <Link to="/transactions" className={button.ghost}>
            {t('transactions.back')}
          </Link>
          <button type="button" className={button.secondary} onClick={() => window.print()}>
            {t('transactions.print')}
          </button>
        </div>
      </article>
    </div>
  );
}
