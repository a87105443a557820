import type { payments } from '#server/platform/db/schema';
import type { PaymentDetail, PaymentListRow } from '#server/core/domain/payments/console';
import type { DiscountCodeRow } from '#server/core/domain/payments/discount-codes';
import { stateOf } from '#server/core/domain/payments/discount-codes';
import type { PaymentRefund } from '#server/core/domain/payments/refunds';
import type { ProviderPaymentView } from '#server/adapters/payment-providers/providers/provider';
import type {
  ConsoleDiscountCodeResponse,
  ConsolePayment,
  ConsolePaymentDetailResponse,
  ConsolePaymentRowResponse,
  ConsoleRefundResponse,
} from '#server/contract/answers/console-payments';

type Payment = typeof payments.$inferSelect;

/** Amounts in the console are minor units (cents) with their currency; the screen formats them. */
function presentPaymentRow(payment: Payment): ConsolePayment {
  return {
    id: payment.id,
    tenant_id: payment.tenantId,
    member_id: payment.userId,
    package: payment.packageId,
    credits: payment.credits,
    amount: payment.amount,
    list_amount: payment.listAmount,
    refunded_amount: payment.refundedAmount,
    currency: payment.currency,
    method: payment.method,
    provider: payment.provider,
    status: payment.status,
    sequence: payment.sequence,
    discount_code: payment.discountCode,
    discount_percentage: payment.discountPercentage,
    created_at: payment.createdAt.toISOString(),
    paid_at: payment.paidAt?.toISOString() ?? null,
    charged_back_at: payment.chargedBackAt?.toISOString() ?? null,
  };
}

export function presentConsolePaymentRow(row: PaymentListRow): ConsolePaymentRowResponse {
  return { ...presentPaymentRow(row.payment), member_email: row.email, member_name: row.name };
}

export function presentRefund(refund: PaymentRefund, operatorEmail: string | null = null): ConsoleRefundResponse {
  return {
    id: refund.id,
    payment_id: refund.paymentId,
    amount: refund.amount,
    credits: refund.credits,
    status: refund.status,
    reason: refund.reason,
    provider_ref: refund.providerRef,
    operator_id: refund.operatorId,
    operator_email: operatorEmail,
    created_at: refund.createdAt.toISOString(),
    completed_at: refund.completedAt?.toISOString() ?? null,
  };
}

function presentProviderState(state: ProviderPaymentView) {
  return {
    status: state.status,
    method: state.method,
    amount: state.amount,
    currency: state.currency,
    refunded: state.refunded,
    charged_back: state.chargedBack,
    dashboard_url: state.dashboardUrl,
    refunds: state.refunds.map((refund) => ({
      provider_ref: refund.providerRef,
      refund_id: refund.refundId,
      status: refund.status,
      amount: refund.amount,
      created_at: refund.createdAt,
    })),
  };
}

/** GET /api/operator/payment.php; `providerNote` is the translated reason the provider's side is missing. */
export function presentPaymentDetail(
  payment: Payment,
  detail: PaymentDetail,
  provider: { state: ProviderPaymentView | null; note: string | null },
  refundLimit: number | null,
): ConsolePaymentDetailResponse {
  return {
    payment: presentPaymentRow(payment),
    member: detail.member && {
      id: detail.member.id,
      email: detail.member.email,
      name: detail.member.name,
      status: detail.member.status,
      banned: detail.member.bannedAt !== null,
      credits: detail.member.credits,
    },
    refunds: detail.refunds.map(({ refund, operatorEmail }) => presentRefund(refund, operatorEmail)),
    charge_backs: detail.chargeBacks.map((row) => ({
      payment_id: row.id,
      amount: row.amount,
      currency: row.currency,
      credits: row.credits,
      charged_back_at: row.chargedBackAt?.toISOString() ?? null,
    })),
    refundable: {
      amount: payment.status === 'paid' ? payment.amount - payment.refundedAmount : 0,
      /** Credits refunds of this payment took so far (the dialog's proportional suggestion starts from it). */
      credits_taken: detail.refunds.filter(({ refund }) => refund.status !== 'failed').reduce((sum, { refund }) => sum + refund.credits, 0),
      credits_left: detail.creditsLeft,
      /** The most this operator may refund at once (support), null for no limit of the role. */
      limit: refundLimit,
    },
    provider: provider.state && presentProviderState(provider.state),
    provider_note: provider.note,
  };
}

export function presentDiscountCode(row: DiscountCodeRow, now: Date): ConsoleDiscountCodeResponse {
  const { code } = row;
  return {
    id: code.id,
    tenant_id: code.tenantId,
    code: code.code,
    percentage: code.valuePercentage,
    country: code.country,
    member_id: code.userId,
    member_email: row.memberEmail,
    currency: code.currency,
    minimum_order_value: code.minimumOrderValue,
    payment_methods: code.paymentMethods,
    expires_at: code.expiresAt?.toISOString() ?? null,
    status: code.status,
    state: stateOf(code, now),
    used: row.used,
    held: row.held,
    created_at: code.createdAt.toISOString(),
  };
}
