import { and, asc, eq, gt, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { payments } from '#server/platform/db/schema';
import type { PaymentProvider } from '#server/adapters/payment-providers/providers/provider';
import { releaseDiscount } from './discounts';
import { storeEvents } from '#server/platform/realtime/events';
import { settledNotices, settleFromProvider, type Settled } from './settle';

/** A webhook has this long to arrive; after it the provider is asked. */
export const RECONCILE_AFTER_MS = 15 * 60 * 1000;
/** Past this, an open or pending payment is left alone (providers expire checkouts long before). */
const RECONCILE_FOR_MS = 14 * 24 * 60 * 60 * 1000;
const BATCH = 100;

export interface ReconcileDeps {
  db: Db;
  provider(id: string): PaymentProvider | undefined;
  now(): Date;
  /** Called for each payment whose state moved (the member's pages are told). */
  onSettled(settled: Settled): Promise<void>;
  /** A provider that could not be asked: the payment is tried again on the next run. */
  onError(error: unknown, payment: { id: number; provider: string }): void;
}

/**
 * The backstop for lost webhooks (a crash, an outage, a provider that gave up): every payment
 * still open or pending some minutes after it started is fetched from its provider and settled
 * through the webhook's own path (settleFromProvider → settlePayment), which applies a state once however often it
 * is told. Returns how many payments moved.
 */
export async function reconcilePayments(deps: ReconcileDeps): Promise<number> {
  const now = deps.now();
  let moved = await expireUnsent(deps, now);
  let after = 0;
  for (;;) {
    const open = await deps.db
      .select({ id: payments.id, provider: payments.provider, providerRef: payments.providerRef, status: payments.status })
      .from(payments)
      .where(
        and(
          inArray(payments.status, ['open', 'pending']),
          isNotNull(payments.providerRef),
          lt(payments.createdAt, new Date(now.getTime() - RECONCILE_AFTER_MS)),
          gt(payments.createdAt, new Date(now.getTime() - RECONCILE_FOR_MS)),
          gt(payments.id, after),
        ),
      )
      .orderBy(asc(payments.id))
      .limit(BATCH);
    for (const payment of open) {
      const provider = deps.provider(payment.provider);
      if (!provider || !payment.providerRef) continue;
      try {
        const settled = await settleFromProvider(deps.db, provider, payment.providerRef, now);
        if (settled && settled.status !== payment.status) {
          moved += 1;
          await deps.onSettled(settled);
        }
      } catch (error) {
        deps.onError(error, payment);
      }
    }
    if (open.length < BATCH) return moved;
    after = open[open.length - 1]?.id ?? after;
  }
}

/**
 * A payment the provider never got (the process stopped between storing it and calling the
 * provider, so nobody saw a checkout) cannot be paid: it expires, and the discount code it
 * reserved is free again.
 */
async function expireUnsent(deps: ReconcileDeps, now: Date): Promise<number> {
  const expired = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(payments)
      .set({ status: 'expired' })
      .where(and(eq(payments.status, 'open'), isNull(payments.providerRef), lt(payments.createdAt, new Date(now.getTime() - RECONCILE_AFTER_MS))))
      .returning({ id: payments.id, userId: payments.userId, tenantId: payments.tenantId });
    const settled = [];
    // In member order: each storeEvents takes its member's turn until the commit, and every
    // transaction taking several turns takes them in this order, so none waits on another in a circle.
    for (const row of rows.toSorted((a, b) => (a.userId ?? 0) - (b.userId ?? 0))) {
      await releaseDiscount(tx, row.id);
      const done = { paymentId: row.id, userId: row.userId, tenantId: row.tenantId, status: 'expired' as const, credits: null };
      settled.push({ ...done, events: await storeEvents(tx, settledNotices(done)) });
    }
    return settled;
  });
  for (const settled of expired) await deps.onSettled(settled);
  return expired.length;
}
