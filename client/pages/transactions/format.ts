import { dateFormatter } from '#client/lib/date-format';
import type { Payment } from '#client/queries/credits';

/** How a payment's state reads on a receipt: settled, waiting, or did not go through. */
export function statusTone(status: Payment['status']): 'success' | 'warning' | 'danger' {
  if (status === 'paid') return 'success';
  if (status === 'open' || status === 'pending') return 'warning';
  return 'danger';
}

/** The moment that counts for the member: when it was paid, else when it was started. */
export function paymentDate(payment: Payment): string {
  return payment.paid_at ?? payment.created_at;
}

export function formatDateTime(iso: string, language: string, timeZone: string): string {
  return dateFormatter(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
}
