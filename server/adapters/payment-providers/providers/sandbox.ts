import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { sandboxMandates, sandboxPayments } from '#server/platform/db/schema';
import type { Logger } from '#server/platform/logger';
import { PAYMENT_METHOD_IDS } from '#server/contract/payment-methods';
import type { Deliver } from '../deliver';
import { createSandboxQueue, type NewTask, type TaskOutcome } from './sandbox-queue';
import { createSandboxRefunds } from './sandbox-refunds';
import { NotificationRejected, type PaymentProvider, type ProviderStatus } from './provider';

export const SIGNATURE_HEADER = 'x-sandbox-signature';
/** A second copy of every webhook arrives this much later: a real PSP's news comes twice too. */
const DUPLICATE_AFTER_MS = 150;
/**
 * A checkout the payer never finishes expires, as a real provider's does (Mollie: most methods
 * within the hour), so the payment ends and a discount code it reserved is free again.
 */
export const CHECKOUT_EXPIRES_MS = 30 * 60 * 1000;

export type SandboxOutcome = 'paid' | 'failed' | 'cancelled';

export interface SandboxOptions {
  db: Db;
  secret: string;
  deliver: Deliver;
  logger: Logger;
  now(): Date;
  /** How long a paid checkout stays pending before it settles (a bank's confirmation). */
  settleDelayMs?: number;
}

export interface SandboxProvider extends PaymentProvider {
  readonly id: 'sandbox';
  /** The payer's choice on the hosted checkout page. */
  complete(ref: string, outcome: SandboxOutcome, options: { failRecurring: boolean }): Promise<string | undefined>;
  checkout(ref: string): Promise<typeof sandboxPayments.$inferSelect | undefined>;
  /** Does the settlements and webhooks that are due (stored, so a restart loses none); the number done. */
  runDue(): Promise<number>;
  /** Stops this process's timers; stored tasks wait for the next process. */
  close(): Promise<void>;
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
 * id, so we must fetch the state) — asynchronously, twice, signed with a secret, retried until
 * accepted. Settlements and webhooks are stored tasks (sandbox-queue.ts), so none is lost.
 */
export function createSandboxProvider({ db, secret, deliver, logger, now, settleDelayMs = 1500 }: SandboxOptions): SandboxProvider {
  const stored = async (ref: string) => (await db.select().from(sandboxPayments).where(eq(sandboxPayments.ref, ref)))[0];

  /** The webhook call, twice; a payment's news only names it, so a copy is never stale. */
  const news = (ref: string): NewTask[] => [
    { ref, kind: 'notify', delayMs: 0 },
    { ref, kind: 'notify', delayMs: DUPLICATE_AFTER_MS },
  ];

  async function notify(ref: string): Promise<TaskOutcome> {
    const payment = await stored(ref);
    if (!payment) return 'done';
    const body = new URLSearchParams({ id: ref }).toString();
    const status = await deliver(payment.webhookUrl, body, {
      'Content-Type': 'application/x-www-form-urlencoded',
      [SIGNATURE_HEADER]: sign(secret, body),
    }).catch(() => 0);
    return status >= 200 && status < 300 ? 'done' : 'retry';
  }

  /** "The bank confirms": a pending payment reaches its final state, and we are told. */
  async function settle(ref: string): Promise<TaskOutcome> {
    await db.transaction(async (tx) => {
      const [payment] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.ref, ref)).for('update');
      if (payment?.status !== 'pending') return;
      // A charge on a stored mandate declines if the tester asked for that.
      const [mandate] =
        payment.sequence === 'recurring'
          ? await tx
              .select()
              .from(sandboxMandates)
              .where(eq(sandboxMandates.ref, payment.mandateRef ?? ''))
          : [];
      const declined = payment.sequence === 'recurring' && (!mandate || mandate.failRecurring);
      await tx
        .update(sandboxPayments)
        .set({ status: declined ? 'failed' : 'paid' })
        .where(eq(sandboxPayments.ref, ref));
      await queue.add(tx, news(ref));
    });
    queue.wake(0);
    return 'done';
  }

  const perform = { settle, notify, refund: (ref: string) => refunds.settle(ref) } as const;
  const queue = createSandboxQueue({ db, logger, now, perform: (task) => perform[task.kind](task.ref) });
  const refunds = createSandboxRefunds({ db, queue, now, settleDelayMs, news });

  /** Moves a payment and stores the tasks that follow, in one transaction; runs them once committed. */
  async function moveTo(ref: string, status: ProviderStatus, tasks: NewTask[], extra: Partial<typeof sandboxPayments.$inferInsert> = {}): Promise<void> {
    await db.transaction(async (tx) => {
      await tx
        .update(sandboxPayments)
        .set({ status, ...extra })
        .where(eq(sandboxPayments.ref, ref));
      await queue.add(tx, tasks);
    });
    for (const { delayMs } of tasks) queue.wake(delayMs);
  }

  /** The payment as the sandbox's books have it, an unfinished checkout past its time expired first. */
  async function find(ref: string): Promise<typeof sandboxPayments.$inferSelect | undefined> {
    const payment = await stored(ref);
    if (payment?.status !== 'open' || now().getTime() - payment.createdAt.getTime() < CHECKOUT_EXPIRES_MS) return payment;
    // Only from open: a payer who completed meanwhile keeps their payment.
    await db.transaction(async (tx) => {
      const expired = await tx
        .update(sandboxPayments)
        .set({ status: 'expired' })
        .where(and(eq(sandboxPayments.ref, ref), eq(sandboxPayments.status, 'open')))
        .returning({ ref: sandboxPayments.ref });
      if (expired.length) await queue.add(tx, news(ref));
    });
    queue.wake(0);
    return stored(ref);
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
      await db.transaction(async (tx) => {
        await tx.insert(sandboxPayments).values({
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
          createdAt: now(),
        });
        // A charge on a stored mandate needs no payer: it settles by itself.
        if (recurring) await queue.add(tx, [{ ref, kind: 'settle', delayMs: settleDelayMs }]);
      });
      if (recurring) {
        queue.wake(settleDelayMs);
        return { providerRef: ref, checkoutUrl: null };
      }
      return { providerRef: ref, checkoutUrl: `${new URL(input.redirectUrl).origin}/sandbox/checkout/${ref}` };
    },
    parseNotification({ body, headers, rawBody }) {
      const signature = headers[SIGNATURE_HEADER];
      const expected = sign(secret, rawBody.toString('utf8'));
      const authentic =
        typeof signature === 'string' && signature.length === expected.length && crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
      if (!authentic || typeof body.id !== 'string') throw new NotificationRejected('bad sandbox signature');
      return body.id;
    },
    async fetchPayment(ref) {
      const payment = await find(ref);
      if (!payment) throw new Error(`unknown sandbox payment ${ref}`);
      const [mandate] =
        payment.sequence === 'first' && payment.status === 'paid' && payment.mandateRef
          ? await db.select().from(sandboxMandates).where(eq(sandboxMandates.ref, payment.mandateRef))
          : [];
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
    createRefund: (input) => refunds.create(input),
    fetchRefunds: (ref) => refunds.list(ref),
    async inspectPayment(ref) {
      const payment = await find(ref);
      if (!payment) throw new Error(`unknown sandbox payment ${ref}`);
      return {
        status: payment.status,
        method: payment.method,
        amount: payment.amount,
        currency: payment.currency,
        refunded: await refunds.refunded(ref),
        // The sandbox has no disputes: a charge-back is only ever Mollie's news.
        chargedBack: 0,
        dashboardUrl: null,
        refunds: await refunds.list(ref),
      };
    },
    checkout: find,
    async complete(ref, outcome, { failRecurring }) {
      const payment = await find(ref);
      if (!payment || payment.status !== 'open') return payment?.redirectUrl;
      if (outcome !== 'paid') {
        await moveTo(ref, outcome === 'failed' ? 'failed' : 'cancelled', news(ref));
        return payment.redirectUrl;
      }
      let mandateRef: string | null = null;
      if (payment.sequence === 'first') {
        mandateRef = `sbm_${crypto.randomBytes(10).toString('hex')}`;
        await db.insert(sandboxMandates).values({ ref: mandateRef, method: payment.method, label: mandateLabel(payment.method), failRecurring });
      }
      // Paid by the payer, confirmed by "the bank" a little later: pending first, then paid.
      const tasks: NewTask[] = [
        { ref, kind: 'notify', delayMs: 0 },
        { ref, kind: 'settle', delayMs: settleDelayMs },
      ];
      await moveTo(ref, 'pending', tasks, mandateRef ? { mandateRef } : {});
      return payment.redirectUrl;
    },
    runDue: () => queue.runDue(),
    close: () => queue.close(),
  };
}
