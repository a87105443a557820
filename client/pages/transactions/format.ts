import { dateFormatter } from '#client/lib/intl';
import type { Payment } from '#client/queries/credits';

type ReceiptStatus = Payment['receipt_status'];

/** How a payment's state reads on a receipt: settled, waiting, or did not go through (or came back). */
export function statusTone(status: ReceiptStatus): 'success' | 'warning' | 'danger' | 'neutral' {
  if (status === 'paid') return 'success';
  if (status === 'open' || status === 'pending' || status === 'refund_pending') return 'warning';
  if (status === 'refunded' || status === 'partly_refunded') return 'neutral';
  return 'danger';
}

/** The moment that counts for the member: when it was paid, else when it was started. */
export function paymentDate(payment: Payment): string {
  return payment.paid_at ?? payment.created_at;
}

export function formatDateTime(iso: string, language: string, timeZone: string): string {
  return dateFormatter(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
}

export function formatDate(iso: string, language: string, timeZone: string): string {
  return dateFormatter(language, { dateStyle: 'medium', timeZone }).format(new Date(iso));
}
