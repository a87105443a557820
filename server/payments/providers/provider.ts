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
}

export class NotificationRejected extends Error {}
