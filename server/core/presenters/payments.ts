import type { payments } from '#server/platform/db/schema';
import { NO_DETAILS, receiptStatus, type CreditsOffer, type PaymentDetails } from '#server/core/domain/payments/read';
import type { CreditHistory } from '#server/core/domain/credits/history';
import type { CreditMovement, CreditsOverview, Payment } from '#server/contract/answers/payments';

/** A payment as the member sees it, with what a receipt needs (docs/product.md#credits-packages). */
export function presentPayment(payment: typeof payments.$inferSelect, details: PaymentDetails = NO_DETAILS): Payment {
  return {
    payment_id: payment.id,
    package: payment.packageId,
    credits: payment.credits,
    /** Major units, e.g. 19.95. */
    amount: payment.amount / 100,
    list_amount: payment.listAmount / 100,
    currency: payment.currency,
    paymentmethod: payment.method,
    status: payment.status,
    recurring: payment.sequence === 'recurring',
    repeat_order: payment.sequence === 'recurring' && !details.firstDebit,
    refunds: details.refunds.map((refund) => ({
      amount: refund.amount / 100,
      status: refund.status === 'refunded' ? 'refunded' : 'pending',
      date: (refund.completedAt ?? refund.createdAt).toISOString(),
    })),
    receipt_status: receiptStatus(payment, details.refunds),
    discount_code: payment.discountCode,
    discount_percentage: payment.discountPercentage,
    refund_days: payment.refundDays,
    created_at: payment.createdAt.toISOString(),
    paid_at: payment.paidAt?.toISOString() ?? null,
  };
}

type Mandate = NonNullable<CreditsOffer['mandate']>;

/** GET /api/credits.php: prices in major units, the stored mandate by its label only. */
export function presentCreditsOverview(offer: Omit<CreditsOffer, 'mandate'> & { mandate: Pick<Mandate, 'method' | 'label'> | undefined }): CreditsOverview {
  return {
    country: offer.country,
    currency: offer.currency,
    packages: offer.packages.map((item) => ({ ...item, price: item.price / 100 })),
    paymentmethods: offer.methods,
    costs: offer.costs,
    mandate: offer.mandate ? { method: offer.mandate.method, label: offer.mandate.label } : null,
    direct_debit_blocked: offer.directDebitBlocked,
  };
}

/** A page of the credit history (server/core/domain/credits/history.ts). */
export function presentCreditHistory(history: CreditHistory): { movements: CreditMovement[]; next_before: number | null } {
  return {
    movements: history.movements.map((row) => ({
      id: row.id,
      kind: row.kind,
      amount: row.amount,
      balance: row.balance,
      created_at: row.createdAt.toISOString(),
      payment_id: row.paymentId,
      partner: row.partner && { name: row.partner.name, conversation_id: row.partner.conversationId },
    })),
    next_before: history.nextBefore,
  };
}
