import {
  createMollieClient,
  Locale,
  MollieApiError,
  MandateMethod,
  PaymentMethod,
  PaymentStatus,
  RefundStatus,
  SequenceType,
  type Mandate,
  type Payment,
  type Refund,
} from '@mollie/api-client';
import type { PaymentMethodId } from '#server/contract/payment-methods';
import type { Language } from '#server/contract/languages';
import {
  NotificationRejected,
  RefundRefused,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderRefund,
  type ProviderRefundStatus,
  type ProviderStatus,
} from './provider';

export interface MollieOptions {
  /** test_… or live_… */
  apiKey: string;
  /** Mollie's API root; the client's default (https://api.mollie.com:443/v2/) unless given. */
  apiEndpoint?: string;
}

/** A Map, not the object: a lookup with an unexpected key ("constructor") must find nothing. */
function table<V>(entries: Readonly<Record<string, V>>): ReadonlyMap<string, V> {
  return new Map(Object.entries(entries));
}

/** Our method ids that Mollie offers, and Mollie's name for each (so far always the same). */
const METHODS = table<PaymentMethod>({
  creditcard: PaymentMethod.creditcard,
  paypal: PaymentMethod.paypal,
  applepay: PaymentMethod.applepay,
  ideal: PaymentMethod.ideal,
  bancontact: PaymentMethod.bancontact,
  przelewy24: PaymentMethod.przelewy24,
  blik: PaymentMethod.blik,
  twint: PaymentMethod.twint,
  swish: PaymentMethod.swish,
  vipps: PaymentMethod.vipps,
  mobilepay: PaymentMethod.mobilepay,
  eps: PaymentMethod.eps,
  satispay: PaymentMethod.satispay,
  paysafecard: PaymentMethod.paysafecard,
  banktransfer: PaymentMethod.banktransfer,
  directdebit: PaymentMethod.directdebit,
} satisfies Partial<Record<PaymentMethodId, PaymentMethod>>);

/** Mollie's checkout language for each of ours; it needs a region, so the language's home country. */
const LOCALES = table<Locale>({
  da: Locale.da_DK,
  de: Locale.de_DE,
  en: Locale.en_US,
  es: Locale.es_ES,
  fi: Locale.fi_FI,
  fr: Locale.fr_FR,
  it: Locale.it_IT,
  nb: Locale.nb_NO,
  nl: Locale.nl_NL,
  pl: Locale.pl_PL,
  sv: Locale.sv_SE,
} satisfies Record<Language, Locale>);

const STATUSES = table<ProviderStatus>({
  [PaymentStatus.open]: 'open',
  [PaymentStatus.pending]: 'pending',
  // Reserved, not yet captured: no money has moved.
  [PaymentStatus.authorized]: 'pending',
  [PaymentStatus.paid]: 'paid',
  [PaymentStatus.failed]: 'failed',
  [PaymentStatus.canceled]: 'cancelled',
  [PaymentStatus.expired]: 'expired',
} satisfies Record<PaymentStatus, ProviderStatus>);

const REFUND_STATUSES = table<ProviderRefundStatus>({
  [RefundStatus.queued]: 'pending',
  [RefundStatus.pending]: 'pending',
  [RefundStatus.processing]: 'pending',
  [RefundStatus.refunded]: 'refunded',
  [RefundStatus.failed]: 'failed',
  [RefundStatus.canceled]: 'failed',
} satisfies Record<RefundStatus, ProviderRefundStatus>);

const SEQUENCES = { oneoff: SequenceType.oneoff, first: SequenceType.first, recurring: SequenceType.recurring } as const;

const PAYMENT_ID = /^tr_\w+$/;

/** Mollie wants a string with the currency's decimals; all our currencies have two. */
function mollieAmount(minorUnits: number, currency: string): { currency: string; value: string } {
  if (!Number.isSafeInteger(minorUnits) || minorUnits < 0) throw new RangeError(`not an amount in minor units: ${minorUnits}`);
  return { currency, value: `${Math.floor(minorUnits / 100)}.${String(minorUnits % 100).padStart(2, '0')}` };
}

/** Mollie's "19.95" back to minor units; absent (nothing refunded, nothing charged back) is 0. */
function minorUnits(amount: { value: string } | undefined): number {
  if (!amount) return 0;
  const [whole = '0', fraction = ''] = amount.value.replace('-', '').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

function refundOf(refund: Refund): ProviderRefund {
  const status = REFUND_STATUSES.get(refund.status);
  if (!status) throw new Error(`unknown Mollie refund status ${refund.status} of ${refund.id}`);
  const metadata = refund.metadata as { refund_id?: unknown } | null;
  const refundId = Number(metadata?.refund_id);
  return {
    providerRef: refund.id,
    refundId: Number.isSafeInteger(refundId) && refundId > 0 ? refundId : null,
    status,
    amount: minorUnits(refund.amount),
    createdAt: refund.createdAt,
  };
}

function ibanLabel(iban: string): string {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  return `${compact.slice(0, 2)}•• •••• ${compact.slice(-4)}`;
}

/** What the member sees for a stored mandate, e.g. "Visa •••• 4242", "NL•• •••• 1234" or "PayPal". */
function mandateLabel(mandate: Pick<Mandate, 'method' | 'details'>): string {
  const { details } = mandate;
  if (mandate.method === MandateMethod.paypal) return 'PayPal';
  if ('cardNumber' in details) return `${details.cardLabel ?? 'Card'} •••• ${details.cardNumber.slice(-4)}`;
  return ibanLabel(details.consumerAccount);
}

function statusOf(payment: Payment): ProviderStatus {
  const status = STATUSES.get(payment.status);
  if (!status) throw new Error(`unknown Mollie payment status ${payment.status} of ${payment.id}`);
  // A charge-back leaves the payment "paid"; only the charged-back amount tells.
  if (status === 'paid' && Number(payment.amountChargedBack?.value ?? 0) > 0) return 'charged_back';
  return status;
}

function methodOf(payment: Payment): string | null {
  if (!payment.method) return null;
  // Apple Pay is a card payment at Mollie: the details name the wallet it came from.
  if (payment.method === PaymentMethod.creditcard && payment.details && 'wallet' in payment.details && payment.details.wallet === 'applepay') return 'applepay';
  return payment.method;
}

/**
 * Mollie (https://docs.mollie.com) through its official client: hosted checkout, customers and
 * mandates for one-click repeat orders, SEPA direct debit mandates made from our own form.
 */
export function createMollieProvider({ apiKey, apiEndpoint }: MollieOptions): PaymentProvider {
  const client = createMollieClient({ apiKey, apiEndpoint });

  async function mandateOf(mandateId: string, customerId: string): Promise<NonNullable<ProviderPayment['mandate']>> {
    const mandate = await client.customerMandates.get(mandateId, { customerId });
    return { providerRef: mandate.id, customerRef: customerId, method: mandate.method, label: mandateLabel(mandate) };
  }

  async function fetchRefunds(paymentRef: string): Promise<ProviderRefund[]> {
    // 250 is Mollie's page limit; a payment never has that many refunds.
    const page = await client.paymentRefunds.page({ paymentId: paymentRef, limit: 250 });
    return page.map(refundOf);
  }

  return {
    id: 'mollie',
    supports: new Set(METHODS.keys()),
    async createCustomer({ name, email }) {
      return (await client.customers.create({ name, email })).id;
    },
    async createPayment(input) {
      const method = METHODS.get(input.method);
      if (!method) throw new Error(`Mollie does not offer the method ${input.method}`);
      const customerId = input.mandate?.customerRef ?? input.customerRef;
      if (input.sequence !== 'oneoff' && !customerId) throw new Error(`a ${input.sequence} payment needs the payer's Mollie customer`);
      if (input.sequence === 'recurring' && !input.mandate) throw new Error('a recurring payment needs a mandate');
      const locale = LOCALES.get(input.locale);
      const payment = await client.payments.create({
        amount: mollieAmount(input.amount, input.currency),
        description: input.description,
        // A recurring charge has no payer to send back: Mollie needs no redirect for it.
        ...(input.sequence !== 'recurring' && { redirectUrl: input.redirectUrl }),
        webhookUrl: input.webhookUrl,
        method,
        metadata: { payment_id: input.paymentId },
        sequenceType: SEQUENCES[input.sequence],
        ...(locale && { locale }),
        ...(customerId && { customerId }),
        ...(input.mandate && { mandateId: input.mandate.providerRef }),
      });
      return { providerRef: payment.id, checkoutUrl: payment.getCheckoutUrl() };
    },
    /**
     * Mollie's (classic) webhooks are not signed: the form-encoded body carries only the payment's
     * id. Anyone can post one, so nothing in it is trusted: the webhook fetches the payment with
     * our API key (fetchPayment), which is what makes the news authentic. Here we only refuse
     * what cannot be a Mollie payment id, before spending an API call on it.
     */
    parseNotification({ body }) {
      const { id } = body;
      if (typeof id !== 'string' || !PAYMENT_ID.test(id)) throw new NotificationRejected('not a Mollie payment id');
      return id;
    },
    async fetchPayment(ref) {
      const payment = await client.payments.get(ref);
      const status = statusOf(payment);
      const { mandateId, customerId } = payment;
      // A paid first payment leaves a mandate behind for the repeat orders.
      const mandate =
        status === 'paid' && payment.sequenceType === SequenceType.first && mandateId && customerId ? await mandateOf(mandateId, customerId) : null;
      return { status, method: methodOf(payment), mandate };
    },
    async createDirectDebitMandate({ customerRef, accountHolder, iban, mandateReference, signedAt }) {
      const mandate = await client.customerMandates.create({
        customerId: customerRef,
        method: MandateMethod.directdebit,
        consumerName: accountHolder,
        consumerAccount: iban.replace(/\s+/g, '').toUpperCase(),
        // A calendar date; UTC's, so it does not depend on the server's time zone.
        signatureDate: signedAt.toISOString().slice(0, 10),
        mandateReference,
      });
      return { providerRef: mandate.id, label: mandateLabel(mandate) };
    },
    async createRefund({ refundId, paymentRef, amount, currency, description }) {
      try {
        const refund = await client.paymentRefunds.create({
          paymentId: paymentRef,
          amount: mollieAmount(amount, currency),
          description,
          metadata: { refund_id: refundId },
          // A retry of the same refund (a lost answer) is answered with the first one, never made twice.
          idempotencyKey: `refund-${refundId}`,
        });
        return refundOf(refund);
      } catch (error) {
        // 4xx: Mollie looked at it and said no (more than remains, a method that cannot refund).
        if (error instanceof MollieApiError && error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
          throw new RefundRefused(error.message);
        }
        throw error;
      }
    },
    fetchRefunds,
    async inspectPayment(paymentRef) {
      const payment = await client.payments.get(paymentRef);
      // Only a paid payment can have refunds.
      const refunds = payment.status === PaymentStatus.paid ? await fetchRefunds(paymentRef) : [];
      return {
        status: payment.status,
        method: methodOf(payment),
        amount: minorUnits(payment.amount),
        currency: payment.amount.currency,
        refunded: minorUnits(payment.amountRefunded),
        chargedBack: minorUnits(payment.amountChargedBack),
        dashboardUrl: payment._links.dashboard.href,
        refunds,
      };
    },
  };
}
