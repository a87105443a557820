import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageEnv, useSettings } from '#client/app-context';
import { Alert } from '#client/components/Alert/Alert';
import { button } from '#client/components/Button/button.css';
import { useTimeZone } from '#client/hooks/useTimeZone';
import { formatMoney, transactionsQuery } from '#client/queries/credits';
import { formatDateTime, paymentDate, statusTone } from './format';
import * as styles from './transactions.css';

/** /transactions: the member's payments, newest first; each opens its receipt. */
export function TransactionsPage() {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const { api } = usePageEnv();
  const timeZone = useTimeZone();
  const transactions = useSuspenseQuery(transactionsQuery(api)).data;
  return (
    <section className={styles.page} data-testid="transactions-page">
      <title>{`${t('transactions.title')} | ${settings.name}`}</title>
      <h1 className={styles.title}>{t('transactions.title')}</h1>
      {transactions.length === 0 ? (
        <div className={styles.empty} data-testid="transactions-empty">
          <Alert tone="info">{t('transactions.empty')}</Alert>
          <Link to="/credits" className={button.primary}>
            {t('transactions.buy')}
          </Link>
        </div>
      ) : (
        <ul className={styles.list}>
          {transactions.map((payment) => (
            <li key={payment.payment_id}>
              <Link to={`/transactions/${payment.payment_id}`} className={styles.row} data-testid="transaction-row">
                <span className={styles.rowMain}>
                  <span className={styles.strong}>{t('transactions.credits', { count: payment.credits })}</span>
                  <span className={styles.muted}>{formatDateTime(paymentDate(payment), i18n.language, timeZone)}</span>
                </span>
                <span className={styles.rowSide}>
                  <span className={styles.strong}>{formatMoney(payment.amount, payment.currency, i18n.language)}</span>
                  <span className={styles.status[statusTone(payment.status)]}>{t(`transactions.status.${payment.status}`)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
