import { useState, type FormEvent } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { Dialog } from '#client/console/components/Dialog';
import { ErrorNote } from '#client/console/components/ErrorNote';
import { Field } from '#client/console/components/Field';
import * as styles from '#client/console/styles.css';
import { proportionalCredits } from '#server/contract/refunds';
import { useRefund, type PaymentDetail } from '#client/console/queries/payments';
import { useMoney } from './parts';
import * as css from './payments.css';

/** "19.95" or "19,95" as cents; null when it is no amount. */
function toCents(text: string): number | null {
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

function toText(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * The refund form: the amount (the rest of the payment, or a support operator's limit), the
 * credits to take back (the package's share of the amount, at most what the member has; the
 * operator may change it) and the reason, which the member's ledger keeps.
 */
export function RefundDialog({ detail, open, onClose, onDone }: { detail: PaymentDetail; open: boolean; onClose(): void; onDone(notice: string): void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const refund = useRefund();
  const { payment, refundable } = detail;
  const most = refundable.limit === null ? refundable.amount : Math.min(refundable.amount, refundable.limit);
  const [amount, setAmount] = useState(toText(most));
  const [credits, setCredits] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const cents = toCents(amount);
  const suggested = Math.min(
    refundable.credits_left,
    proportionalCredits({ amount: payment.amount, credits: payment.credits, refundedAmount: payment.refunded_amount }, cents ?? 0, refundable.credits_taken),
  );
  const takeCredits = credits === null ? suggested : Number(credits);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (cents === null) return;
    refund.mutate(
      { id: payment.id, amount: cents, take_credits: takeCredits, reason: reason.trim() },
      {
        onSuccess: (answer) => {
          setReason('');
          setCredits(null);
          onDone(answer.provider_reached ? t('payments.refund_dialog.done') : t('payments.refund_dialog.unreached'));
        },
      },
    );
  };

  return (
    <Dialog open={open} title={t('payments.refund_dialog.title', { id: payment.id })} onClose={onClose}>
      <form className={css.form} onSubmit={submit}>
        {refundable.limit !== null && (
          <p className={styles.notice.info}>{t('payments.refund_dialog.limit', { limit: money(refundable.limit, payment.currency) })}</p>
        )}
        <div className={css.formRow}>
          <Field
            label={t('payments.refund_dialog.amount', { currency: payment.currency })}
            hint={t('payments.refund_dialog.amount_hint', { max: money(refundable.amount, payment.currency) })}
            error={amount !== '' && cents === null ? t('payments.refund_dialog.amount_invalid') : undefined}
          >
            <input className={styles.input} inputMode="decimal" required value={amount} onChange={(event) => setAmount(event.target.value)} />
          </Field>
          <Field label={t('payments.refund_dialog.credits')} hint={t('payments.refund_dialog.credits_hint', { suggested, left: refundable.credits_left })}>
            <input
              className={styles.input}
              type="number"
              min={0}
              max={refundable.credits_left}
              required
              value={credits ?? String(suggested)}
              onChange={(event) => setCredits(event.target.value)}
            />
          </Field>
        </div>
        <Field label={t('payments.refund_dialog.reason')} hint={t('payments.refund_dialog.reason_hint')}>
          <textarea className={`${styles.input} ${css.textarea}`} required maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
        </Field>
        <ErrorNote error={refund.error} />
        <div className={css.dialogButtons}>
          <button type="button" className={styles.button.secondary} onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className={styles.button.danger} disabled={refund.isPending || cents === null || cents < 1}>
            {t('payments.refund_dialog.submit', { amount: cents === null ? '' : money(cents, payment.currency) })}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
