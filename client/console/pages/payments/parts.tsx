import { useCallback } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import * as styles from '#client/console/styles.css';
import type { PaymentRow, Refund } from '#client/console/queries/payments';

/** Minor units in their currency, written the way the console's language writes money. */
export function useMoney(): (cents: number, currency: string) => string {
  const { i18n } = useTranslation();
  return useCallback(
    (cents: number, currency: string) => new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(cents / 100),
    [i18n.language],
  );
}

/** A moment in the console's language: date and time, short. */
export function useMoment(): (iso: string | null) => string {
  const { i18n } = useTranslation();
  return useCallback(
    (iso: string | null) => (iso ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '—'),
    [i18n.language],
  );
}

const STATUS_TONE: Record<PaymentRow['status'], keyof typeof styles.pill> = {
  open: 'neutral',
  pending: 'warn',
  paid: 'good',
  failed: 'bad',
  cancelled: 'neutral',
  expired: 'neutral',
  charged_back: 'bad',
};

/** The payment's state, and how much of it went back when a refund did. */
export function PaymentStatus({ payment }: { payment: Pick<PaymentRow, 'status' | 'amount' | 'refunded_amount'> }) {
  const { t } = useTranslation();
  const refunded = payment.refunded_amount > 0;
  return (
    <span className={styles.muted}>
      <span className={styles.pill[STATUS_TONE[payment.status]]}>{t(`payments.status.${payment.status}`)}</span>
      {refunded && (
        <>
          {' '}
          <span className={styles.pill.warn}>{t(payment.refunded_amount >= payment.amount ? 'payments.refunded_all' : 'payments.refunded_part')}</span>
        </>
      )}
    </span>
  );
}

const REFUND_TONE: Record<Refund['status'], keyof typeof styles.pill> = { pending: 'warn', refunded: 'good', failed: 'bad' };

export function RefundStatus({ status }: { status: Refund['status'] }) {
  const { t } = useTranslation();
  return <span className={styles.pill[REFUND_TONE[status]]}>{t(`payments.refund_status.${status}`)}</span>;
}
