import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv, useSettings } from '#client/app-context';
import { Alert } from '#client/components/Alert/Alert';
import { button } from '#client/components/Button/button.css';
import { useTimeZone } from '#client/hooks/useTimeZone';
import { formatMoney, transactionsQuery, type Payment } from '#client/queries/credits';
import { useCurrentUser } from '#client/queries/user';
import { CreditHistory } from './CreditHistory';
import { formatDateTime, paymentDate, statusTone } from './format';
import * as styles from './transactions.css';

/** One payment in the list: what it bought, when, for how much and where it stands; opens its receipt. */
function PaymentRow({ payment }: { payment: Payment }) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const status = payment.receipt_status;
  return (
    <li>
      <Link to={`/transactions/${payment.payment_id}`} className={styles.row} data-testid="transaction-row">
        <span className={styles.rowMain}>
          <span className={styles.strong}>{t('transactions.credits', { count: payment.credits })}</span>
          <span className={styles.muted}>{formatDateTime(paymentDate(payment), i18n.language, timeZone)}</span>
        </span>
        <span className={styles.rowSide}>
          <span className={styles.strong}>{formatMoney(payment.amount, payment.currency, i18n.language)}</span>
          <span className={styles.status[statusTone(status)]}>{t(`transactions.status.${status}`)}</span>
        </span>
      </Link>
    </li>
  );
}

/** /transactions: the balance, every move of it (docs/product.md#credit-history) and the payments with their receipts. */
export function TransactionsPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const { api } = usePageEnv();
  const user = useCurrentUser();
  const list = useSuspenseQuery(transactionsQuery(api)).data;
  const empty = list.transactions.length === 0 && list.movements.length === 0;
  return (
    <section className={styles.page} data-testid="transactions-page">
      <title>{`${t('transactions.title')} | ${settings.name}`}</title>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('transactions.title')}</h1>
        {user && !empty && (
          <div className={styles.balanceCard}>
            <span className={styles.balanceFigure}>
              <span className={styles.muted}>{t('transactions.balance_now')}</span>
              <span className={styles.balanceNumber} data-testid="transactions-balance">
                {t('transactions.credits', { count: user.credits })}
              </span>
            </span>
            <Link to="/credits" className={button.primary}>
              {t('transactions.buy')}
            </Link>
          </div>
        )}
      </div>
      {empty ? (
        <div className={styles.empty} data-testid="transactions-empty">
          <Alert tone="info">{t('transactions.empty')}</Alert>
          <Link to="/credits" className={button.primary}>
            {t('transactions.buy')}
          </Link>
        </div>
      ) : (
        <>
          {list.movements.length > 0 && (
            <section className={styles.section} aria-labelledby="credit-history-title">
              <h2 className={styles.sectionTitle} id="credit-history-title">
                {t('transactions.history_title')}
              </h2>
              {/* A new first row (a message paid meanwhile) starts the loaded pages afresh. */}
              <CreditHistory key={list.movements[0]?.id} first={list} />
            </section>
          )}
          {list.transactions.length > 0 && (
            <section className={styles.section} aria-labelledby="payments-title">
              <h2 className={styles.sectionTitle} id="payments-title">
                {t('transactions.payments_title')}
              </h2>
              <ul className={styles.list}>
                {list.transactions.map((payment) => (
                  <PaymentRow key={payment.payment_id} payment={payment} />
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </section>
  );
}
