import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxMandates, sandboxPayments } from '../../db/schema';
import type { Logger } from '../../logger';
import { PAYMENT_METHOD_IDS } from '../../domain/payments/methods';
import type { Deliver } from '../deliver';
import { NotificationRejected, type PaymentProvider, type ProviderStatus } from './provider';

export const SIGNATURE_HEADER = 'x-sandbox-signature';
const ATTEMPTS = 5;

export type SandboxOutcome = 'paid' | 'failed' | 'cancelled';

export interface SandboxOptions {
  db: Db;
  secret: string;
  deliver: Deliver;
  logger: Logger;
  /** How long a paid checkout stays pending before it settles (a bank's confirmation). */
  settleDelayMs?: number;
}

export interface SandboxProvider extends PaymentProvider {
  readonly id: 'sandbox';
  /** The payer's choice on the hosted checkout page. */
  complete(ref: string, outcome: SandboxOutcome, options: { failRecurring: boolean }): Promise<string | undefined>;
  checkout(ref: string): Promise<typeof sandboxPayments.$inferSelect | undefined>;
}

export function sign(secret: string, body: string): string {
  return `sha256=${crypto.createHmac('sha256', secret).update(body).digest('hex')}`;
}

function mandateLabel(method: string): string {
  if (method === 'paypal') return 'PayPal';
  return 'Visa •••• 4242';
}

/**
 * The built-in payment provider: the default without a real provider's credentials. It keeps
 * its own books, shows a hosted checkout where the payer completes, fails or cancels, walks a
 * payment through the same states as a real PSP and calls our webhook like Mollie does (only the
 * id, so we must fetch the state) — asynchronously, out of order and twice, signed with a secret.
 */
export function createSandboxProvider({ db, secret, deliver, logger, settleDelayMs = 1500 }: SandboxOptions): SandboxProvider {
  const setStatus = (ref: string, status: ProviderStatus) => db.update(sandboxPayments).set({ status }).where(eq(sandboxPayments.ref, ref));

  async function notify(ref: string, delayMs: number): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const [payment] = await db.select({ webhookUrl: sandboxPayments.webhookUrl }).from(sandboxPayments).where(eq(sandboxPayments.ref, ref));
    if (!payment) return;
    const body = new URLSearchParams({ id: ref }).toString();
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
      const status = await deliver(payment.webhookUrl, body, { 'Content-Type': 'application/x-www-form-urlencoded', [SIGNATURE_HEADER]: sign(secret, body) }).catch(() => 0);
      if (status >= 200 && status < 300) return;
      // Like a real PSP: try again later, a bounded number of times.
      await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt));
    }
    logger.warn({ ref }, 'sandbox webhook not accepted');
  }

  /** Fire and forget, like a PSP's queue; a failure is logged, never thrown at the payer. */
  const send = (ref: string, delays: number[]) => {
    for (const delay of delays) notify(ref, delay).catch((error: unknown) => logger.error({ err: error, ref }, 'sandbox webhook failed'));
  };

  async function settleLater(ref: string, final: () => Promise<ProviderStatus>): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, settleDelayMs));
    await setStatus(ref, await final());
    // The news of the final state twice; a stale copy of the "pending" news arrives after it.
    send(ref, [0, 150]);
    send(ref, [300]);
  }

  return {
    id: 'sandbox',
    supports: new Set(PAYMENT_METHOD_IDS),
    async createCustomer() {
      return `sbc_${crypto.randomBytes(8).toString('hex')}`;
    },
    async createPayment(input) {
      const ref = `sbp_${crypto.randomBytes(10).toString('hex')}`;
      const recurring = input.sequence === 'recurring';
      await db.insert(sandboxPayments).values({
        ref,
        amount: input.amount,
        currency: input.currency,
        method: input.method,
        description: input.description,
        sequence: input.sequence,
        status: recurring ? 'pending' : 'open',
        redirectUrl: input.redirectUrl,
        webhookUrl: input.webhookUrl,
        mandateRef: input.mandate?.providerRef ?? null,
      });
      if (recurring) {
        // A charge on a stored mandate needs no payer: it settles by itself (or declines, if the tester asked for that).
        const mandateRef = input.mandate?.providerRef ?? '';
        settleLater(ref, async () => {
          const [mandate] = await db.select().from(sandboxMandates).where(eq(sandboxMandates.ref, mandateRef));
          return mandate && !mandate.failRecurring ? 'paid' : 'failed';
        }).catch((error: unknown) => logger.error({ err: error, ref }, 'sandbox settlement failed'));
        return { providerRef: ref, checkoutUrl: null };
      }
      return { providerRef: ref, checkoutUrl: `${new URL(input.redirectUrl).origin}/sandbox/checkout/${ref}` };
    },
    parseNotification({ body, headers, rawBody }) {
      const signature = headers[SIGNATURE_HEADER];
      const expected = sign(secret, rawBody.toString('utf8'));
      const authentic = typeof signature === 'string' && signature.length === expected.length && crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
      if (!authentic || typeof body.id !== 'string') throw new NotificationRejected('bad sandbox signature');
      return body.id;
    },
    async fetchPayment(ref) {
      const [payment] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.ref, ref));
      if (!payment) throw new Error(`unknown sandbox payment ${ref}`);
      const [mandate] = payment.sequence === 'first' && payment.status === 'paid' && payment.mandateRef ? await db.select().from(sandboxMandates).where(eq(sandboxMandates.ref, payment.mandateRef)) : [];
      return {
        status: payment.status as ProviderStatus,
        method: payment.method,
        mandate: mandate ? { providerRef: mandate.ref, customerRef: null, method: mandate.method, label: mandate.label } : null,
      };
    },
    async createDirectDebitMandate({ iban }) {
      const ref = `sbm_${crypto.randomBytes(10).toString('hex')}`;
      const label = `${iban.slice(0, 2)}•• •••• ${iban.slice(-4)}`;
      await db.insert(sandboxMandates).values({ ref, method: 'directdebit', label });
      return { providerRef: ref, label };
    },
    checkout: async (ref) => (await db.select().from(sandboxPayments).where(eq(sandboxPayments.ref, ref)))[0],
    async complete(ref, outcome, { failRecurring }) {
      const [payment] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.ref, ref));
      if (!payment || payment.status !== 'open') return payment?.redirectUrl;
      if (outcome !== 'paid') {
        await setStatus(ref, outcome === 'failed' ? 'failed' : 'cancelled');
        send(ref, [0, 150]);
        return payment.redirectUrl;
      }
      if (payment.sequence === 'first') {
        const mandateRef = `sbm_${crypto.randomBytes(10).toString('hex')}`;
        await db.insert(sandboxMandates).values({ ref: mandateRef, method: payment.method, label: mandateLabel(payment.method), failRecurring });
        await db.update(sandboxPayments).set({ mandateRef }).where(eq(sandboxPayments.ref, ref));
      }
      // Paid by the payer, confirmed by "the bank" a little later: pending first, then paid.
      await setStatus(ref, 'pending');
      send(ref, [0]);
      settleLater(ref, async () => 'paid').catch((error: unknown) => logger.error({ err: error, ref }, 'sandbox settlement failed'));
      return payment.redirectUrl;
    },
  };
}
