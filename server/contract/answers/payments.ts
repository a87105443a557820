import type { Currency } from '#server/contract/currencies';
import type { PaymentMethodId } from '#server/contract/payment-methods';
import type { PaymentStatus } from '#server/contract/payment-statuses';

/** A payment as the member sees it, with what a receipt needs (docs/product.md#credits-packages). */
export interface Payment {
  payment_id: number;
  package: string;
  credits: number;
  /** Major units, e.g. 19.95. */
  amount: number;
  list_amount: number;
  currency: string;
  paymentmethod: string;
  status: PaymentStatus;
  /** Charged on a stored mandate (the provider's sense); a failed one offers another method. */
  recurring: boolean;
  /** One click on a mandate used before: what the receipt calls a repeat order (a first direct debit is not one). */
  repeat_order: boolean;
  /** Money paid back, newest first; failed refunds are left out (they gave the credits back). */
  refunds: PaymentRefund[];
  /** What the receipt says: the payment's status, or where its refunds stand (server/core/domain/payments/read.ts). */
  receipt_status: ReceiptStatus;
  discount_code: string | null;
  discount_percentage: number;
  refund_days: number;
  created_at: string;
  paid_at: string | null;
}

export type ReceiptStatus = PaymentStatus | 'refunded' | 'partly_refunded' | 'refund_pending';

export interface PaymentRefund {
  /** Major units. */
  amount: number;
  status: 'pending' | 'refunded';
  /** When it was paid back, or asked for while pending. */
  date: string;
}

/** GET /api/credits.php: prices in major units, what a message, gift and photo cost, the stored mandate by its label only. */
export interface CreditsOverview {
  country: string;
  currency: Currency;
  packages: { id: string; credits: number; price: number; currency: Currency; highlighted: boolean }[];
  paymentmethods: PaymentMethodId[];
  /** Credits per send, for this member (server/contract/prices.ts). */
  costs: { message: number; gift: number; photo: number };
  mandate: { method: string; label: string } | null;
  direct_debit_blocked: boolean;
}

/** GET /api/discountcode.php: a code the member may use, or the time bonus. */
export interface Discount {
  code: string;
  country: string | null;
  user_id: number | null;
  expires: string | null;
  value_percentage: number;
  currency: string | null;
  /** Minor units in `currency`. */
  minimum_order_value: number;
  status: 'active' | 'disabled';
  /** Seconds left; null when the code does not expire. */
  validity: number | null;
  expired: boolean;
  paymentmethods: string[];
}

/** What moved a member's credits, as the history names it (the ledger's reasons, grouped). */
export const CREDIT_MOVEMENT_KINDS = ['purchase', 'signup_bonus', 'message', 'gift', 'photo', 'refund', 'refund_reversed', 'correction'] as const;
export type CreditMovementKind = (typeof CREDIT_MOVEMENT_KINDS)[number];

/** One row of the credit history: a ledger entry and the balance right after it. */
export interface CreditMovement {
  id: number;
  kind: CreditMovementKind;
  /** Credits in (positive) or out (negative). */
  amount: number;
  balance: number;
  created_at: string;
  /** The payment a purchase or refund belongs to: its receipt. */
  payment_id: number | null;
  /** Whom a message, gift or photo went to, and the conversation it is in. */
  partner: { name: string; conversation_id: number } | null;
}

/** GET /api/transactions.php without an id: the payments (receipts) and a page of the credit history, newest first. */
export interface TransactionsList {
  transactions: Payment[];
  movements: CreditMovement[];
  /** Pass as `before` for the next (older) page; null at the first movement. */
  next_before: number | null;
}
