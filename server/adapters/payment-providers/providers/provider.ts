/**
 * What the app needs from a payment service provider. Adapters translate to the provider's own
 * API; the webhook code path is the same for all: parse the notification, fetch the payment's
 * state from the provider (never trust the notification's body), settle it.
 */
export type ProviderStatus = 'open' | 'pending' | 'paid' | 'failed' | 'cancelled' | 'expired' | 'charged_back';

export interface CreatePaymentInput {
  /** Our payment id, stored at the provider as metadata. */
  paymentId: number;
  /** Minor units. */
  amount: number;
  currency: string;
  method: string;
  description: string;
  /** Where the payer returns to; it only shows the state. */
  redirectUrl: string;
  webhookUrl: string;
  locale: string;
  /** first: store a mandate for repeat orders; recurring: charge a stored one without the payer. */
  sequence: 'oneoff' | 'first' | 'recurring';
  mandate?: { providerRef: string; customerRef: string | null };
  /** The payer's provider-side customer (needed for first and recurring payments). */
  customerRef?: string;
}

export interface ProviderPayment {
  status: ProviderStatus;
  /** The method actually used (a payer may switch on the provider's page). */
  method: string | null;
  /** A mandate the payment created (sequence first, paid). */
  mandate: { providerRef: string; customerRef: string | null; method: string; label: string } | null;
}

export interface DirectDebitMandateInput {
  customerRef: string;
  accountHolder: string;
  iban: string;
  /** Our reference printed on the payer's bank statement. */
  mandateReference: string;
  signedAt: Date;
}

/** pending covers every state before the money moved (Mollie: queued, pending, processing). */
export type ProviderRefundStatus = 'pending' | 'refunded' | 'failed';

export interface CreateRefundInput {
  /** Our refund id (payment_refunds.id): kept at the provider as metadata, and the request's idempotency key. */
  refundId: number;
  paymentRef: string;
  /** Minor units in the payment's currency. */
  amount: number;
  currency: string;
  /** What the payer may see on their statement. */
  description: string;
}

export interface ProviderRefund {
  providerRef: string;
  /** Our refund id from the metadata; null for one made elsewhere (the provider's dashboard). */
  refundId: number | null;
  status: ProviderRefundStatus;
  /** Minor units. */
  amount: number;
  createdAt: string | null;
}

/** A payment as the provider has it now (the console's detail), amounts in minor units. */
export interface ProviderPaymentView {
  /** The provider's own word for the state (Mollie's "paid" stays "paid" after a refund). */
  status: string;
  method: string | null;
  amount: number;
  currency: string;
  refunded: number;
  chargedBack: number;
  /** Where an operator opens the payment at the provider, when it has such a page. */
  dashboardUrl: string | null;
  refunds: ProviderRefund[];
}

/** A notification as it reached our webhook. */
export interface Notification {
  body: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  rawBody: Buffer;
}

export interface PaymentProvider {
  readonly id: 'sandbox' | 'mollie';
  /** Method ids (methods.ts) this provider can take. */
  readonly supports: ReadonlySet<string>;
  createCustomer(input: { name: string; email: string }): Promise<string>;
  createPayment(input: CreatePaymentInput): Promise<{ providerRef: string; checkoutUrl: string | null }>;
  /** The provider's id of the payment the notification is about; throws NotificationRejected when it is not authentic. */
  parseNotification(notification: Notification): string;
  fetchPayment(providerRef: string): Promise<ProviderPayment>;
  createDirectDebitMandate(input: DirectDebitMandateInput): Promise<{ providerRef: string; label: string }>;
  /** Throws RefundRefused when the provider says no; any other error leaves the outcome unknown. */
  createRefund(input: CreateRefundInput): Promise<ProviderRefund>;
  fetchRefunds(paymentRef: string): Promise<ProviderRefund[]>;
  inspectPayment(paymentRef: string): Promise<ProviderPaymentView>;
}

export class NotificationRejected extends Error {}

/** The provider answered a refund with a definite no (nothing was refunded); the message is the provider's. */
export class RefundRefused extends Error {}
