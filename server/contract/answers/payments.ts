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
  recurring: boolean;
  discount_code: string | null;
  discount_percentage: number;
  refund_days: number;
  created_at: string;
  paid_at: string | null;
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
