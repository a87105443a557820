import { Link } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { Alert } from '#client/components/Alert/Alert';
import type { CreditPackage } from '#client/queries/credits';
import * as styles from './credits.css';
import { PaymentMark } from './PaymentMark';
import { useStartPayment } from './useStartPayment';

/** The payment method block: each method starts the payment; direct debit has its own form. */
export function PaymentMethods({ item, methods, discountCode }: { item: CreditPackage; methods: string[]; discountCode?: string }) {
  const { t } = useTranslation();
  const start = useStartPayment();
  return (
    <section className={styles.panel} aria-labelledby="payment-methods-title" data-testid="payment-methods">
      <h2 id="payment-methods-title" className={styles.title}>
        {t('credits.choose_method', { count: item.credits })}
      </h2>
      {start.message && <Alert tone="danger">{start.message}</Alert>}
      <ul className={styles.methods}>
        {methods.map((method) => (
          <li key={method}>
            {method === 'directdebit' ? (
              <Link to={`/directdebit?package=${item.id}`} className={styles.method}>
                <PaymentMark method={method} />
                {t(`payment_methods.${method}`)}
              </Link>
            ) : (
              <button
                type="button"
                className={styles.method}
                disabled={start.pending}
                onClick={() => start.pay(item.id, method, discountCode)}
                data-testid={`method-${method}`}
              >
                <PaymentMark method={method} />
                {t(`payment_methods.${method}`)}
              </button>
            )}
          </li>
        ))}
      </ul>
      <p className={styles.muted}>{t('credits.secure_note')}</p>
    </section>
  );
}
