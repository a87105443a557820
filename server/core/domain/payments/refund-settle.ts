import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { paymentRefunds, payments } from '#server/platform/db/schema';
import type { PaymentProvider } from '#server/adapters/payment-providers/providers/provider';
import { RECONCILE_AFTER_MS } from './reconcile';
import { applyProviderRefund, finishRefund, type CreditsMoved, type FinishedRefund } from './refunds';

const BATCH = 100;

/**
 * Our pending refunds of one payment, against the provider's list of its refunds: each is
 * found by the provider's reference or, when its create call got no answer, by our id in the
 * provider's metadata, and moves to the provider's end once however often this runs. A refund
 * the provider still does not have long after it was made never reached it: it fails, and the
 * credits it took go back, so the operator can refund again (never twice: the provider has none).
 */
export async function settleRefunds(db: Db, provider: PaymentProvider, payment: { id: number; providerRef: string }, now: Date): Promise<FinishedRefund[]> {
  const pending = await db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentId, payment.id), eq(paymentRefunds.status, 'pending')));
  if (pending.length === 0) return [];
  const remote = await provider.fetchRefunds(payment.providerRef);
  const finished: FinishedRefund[] = [];
  for (const refund of pending) {
    const match = remote.find((candidate) => (refund.providerRef ? candidate.providerRef === refund.providerRef : candidate.refundId === refund.id));
    const lost = !match && !refund.providerRef && now.getTime() - refund.createdAt.getTime() > RECONCILE_AFTER_MS;
    const result = match ? await applyProviderRefund(db, refund, match, now) : lost ? await finishRefund(db, refund.id, 'failed', now) : undefined;
    if (result) finished.push(result);
  }
  return finished;
}

export interface RefundReconcileDeps {
  db: Db;
  provider(id: string): PaymentProvider | undefined;
  now(): Date;
  onMoved(moved: CreditsMoved): Promise<void>;
  onError(error: unknown, payment: { id: number; provider: string }): void;
}

/**
 * The backstop for a refund's lost webhook: every refund still pending some minutes after it
 * was made is looked up at its provider (on the payment_refunds_pending index). Returns how many
 * refunds reached their end.
 */
export async function reconcileRefunds(deps: RefundReconcileDeps): Promise<number> {
  const now = deps.now();
  const asked = new Set<number>();
  let ended = 0;
  let after = 0;
  for (;;) {
    const rows = await deps.db
      .select({ id: paymentRefunds.id, paymentId: payments.id, provider: payments.provider, providerRef: payments.providerRef })
      .from(paymentRefunds)
      .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
      .where(
        and(eq(paymentRefunds.status, 'pending'), lt(paymentRefunds.createdAt, new Date(now.getTime() - RECONCILE_AFTER_MS)), gt(paymentRefunds.id, after)),
      )
      .orderBy(asc(paymentRefunds.id))
      .limit(BATCH);
    for (const row of rows) {
      const provider = deps.provider(row.provider);
      if (asked.has(row.paymentId) || !provider || !row.providerRef) continue;
      asked.add(row.paymentId);
      try {
        for (const { moved } of await settleRefunds(deps.db, provider, { id: row.paymentId, providerRef: row.providerRef }, now)) {
          ended += 1;
          if (moved) await deps.onMoved(moved);
        }
      } catch (error) {
        deps.onError(error, { id: row.paymentId, provider: row.provider });
      }
    }
    if (rows.length < BATCH) return ended;
    after = rows[rows.length - 1]?.id ?? after;
  }
}
