import type { PaymentStatus } from '#server/contract/payment-statuses';
import type { AccountStatus } from './vocabulary';

/** A payment in the console: amounts in minor units (cents) with their currency; the screen formats them. */
export interface ConsolePayment {
  id: number;
  tenant_id: string;
  member_id: number | null;
  package: string;
  credits: number;
  amount: number;
  list_amount: number;
  refunded_amount: number;
  currency: string;
  method: string;
  provider: string;
  status: PaymentStatus;
  sequence: 'oneoff' | 'first' | 'recurring';
  discount_code: string | null;
  discount_percentage: number;
  created_at: string;
  paid_at: string | null;
  charged_back_at: string | null;
}

/** A row of GET /api/operator/payments.php: the payment and whose it is. */
export interface ConsolePaymentRowResponse extends ConsolePayment {
  member_email: string | null;
  member_name: string | null;
}

export type RefundStatus = 'pending' | 'refunded' | 'failed';

export interface ConsoleRefundResponse {
  id: number;
  payment_id: number;
  amount: number;
  credits: number;
  status: RefundStatus;
  reason: string;
  provider_ref: string | null;
  operator_id: number;
  operator_email: string | null;
  created_at: string;
  completed_at: string | null;
}

/** GET /api/operator/payment.php; `provider_note` is the translated reason the provider's side is missing. */
export interface ConsolePaymentDetailResponse {
  payment: ConsolePayment;
  member: { id: number; email: string; name: string | null; status: AccountStatus; banned: boolean; credits: number } | null;
  refunds: ConsoleRefundResponse[];
  charge_backs: { payment_id: number; amount: number; currency: string; credits: number; charged_back_at: string | null }[];
  refundable: {
    amount: number;
    /** Credits refunds of this payment took so far (the dialog's proportional suggestion starts from it). */
    credits_taken: number;
    credits_left: number;
    /** The most this operator may refund at once (support), null for no limit of the role. */
    limit: number | null;
  };
  provider: {
    status: string;
    method: string | null;
    amount: number;
    currency: string;
    refunded: number;
    charged_back: number;
    dashboard_url: string | null;
    refunds: { provider_ref: string; refund_id: number | null; status: RefundStatus; amount: number; created_at: string | null }[];
  } | null;
  provider_note: string | null;
}

export type DiscountCodeState = 'active' | 'expired' | 'disabled';

export interface ConsoleDiscountCodeResponse {
  id: number;
  tenant_id: string;
  code: string;
  percentage: number;
  country: string | null;
  member_id: number | null;
  member_email: string | null;
  currency: string | null;
  minimum_order_value: number;
  payment_methods: string[];
  expires_at: string | null;
  status: 'active' | 'disabled';
  state: DiscountCodeState;
  used: number;
  held: number;
  created_at: string;
}
