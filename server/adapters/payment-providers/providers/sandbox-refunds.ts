import crypto from 'node:crypto';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { sandboxPayments, sandboxRefunds } from '#server/platform/db/schema';
import type { NewTask, SandboxQueue, TaskOutcome } from './sandbox-queue';
import { RefundRefused, type CreateRefundInput, type ProviderRefund, type ProviderRefundStatus } from './provider';

type SandboxRefund = typeof sandboxRefunds.$inferSelect;

export interface SandboxRefunds {
  create(input: CreateRefundInput): Promise<ProviderRefund>;
  list(paymentRef: string): Promise<ProviderRefund[]>;
  /** The amount refunded or on its way (every refund but a failed one), in minor units. */
  refunded(paymentRef: string): Promise<number>;
  /** The queue's 'refund' task: "the bank pays the payer back", then the payment's webhook is called. */
  settle(ref: string): Promise<TaskOutcome>;
}

function view(refund: SandboxRefund): ProviderRefund {
  return {
    providerRef: refund.ref,
    refundId: refund.refundId,
    status: refund.status as ProviderRefundStatus,
    amount: refund.amount,
    createdAt: refund.createdAt.toISOString(),
  };
}

/**
 * The sandbox's refunds, kept in its own books like its payments: a refund is accepted as
 * pending when the payment is paid and the amount is left, reaches refunded a moment later
 * (a stored task), and the payment's webhook is called then, as Mollie does when a refund moves.
 * Asked twice for the same refund of ours (a retry after a lost answer), it answers the first.
 */
export function createSandboxRefunds(deps: {
  db: Db;
  queue: SandboxQueue;
  now(): Date;
  settleDelayMs: number;
  news(paymentRef: string): NewTask[];
}): SandboxRefunds {
  const { db, queue, now, settleDelayMs, news } = deps;

  const refundedBy = async (tx: Pick<Db, 'select'>, paymentRef: string) => {
    const [row] = await tx
      .select({ total: sql<string>`coalesce(sum(${sandboxRefunds.amount}), 0)` })
      .from(sandboxRefunds)
      .where(and(eq(sandboxRefunds.paymentRef, paymentRef), ne(sandboxRefunds.status, 'failed')));
    return Number(row?.total ?? 0);
  };

  return {
    async create({ refundId, paymentRef, amount, currency, description }) {
      const created = await db.transaction(async (tx) => {
        const [payment] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.ref, paymentRef)).for('update');
        if (!payment) throw new RefundRefused(`no sandbox payment ${paymentRef}`);
        const [earlier] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.refundId, refundId));
        if (earlier) return { refund: earlier, fresh: false };
        if (payment.status !== 'paid') throw new RefundRefused(`the payment is ${payment.status}, not paid`);
        if (currency !== payment.currency) throw new RefundRefused(`the payment is in ${payment.currency}`);
        const left = payment.amount - (await refundedBy(tx, paymentRef));
        if (!Number.isSafeInteger(amount) || amount < 1 || amount > left) throw new RefundRefused(`at most ${left} can be refunded`);
        const [refund] = await tx
          .insert(sandboxRefunds)
          .values({ ref: `sbr_${crypto.randomBytes(10).toString('hex')}`, paymentRef, refundId, amount, description, status: 'pending', createdAt: now() })
          .returning();
        if (!refund) throw new Error('sandbox refund not stored');
        await queue.add(tx, [{ ref: refund.ref, kind: 'refund', delayMs: settleDelayMs }]);
        return { refund, fresh: true };
      });
      if (created.fresh) queue.wake(settleDelayMs);
      return view(created.refund);
    },
    async list(paymentRef) {
      const rows = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentRef, paymentRef)).orderBy(asc(sandboxRefunds.createdAt));
      return rows.map(view);
    },
    refunded: (paymentRef) => refundedBy(db, paymentRef),
    async settle(ref) {
      const tasks = await db.transaction(async (tx) => {
        const [refund] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.ref, ref)).for('update');
        if (refund?.status !== 'pending') return [];
        await tx.update(sandboxRefunds).set({ status: 'refunded' }).where(eq(sandboxRefunds.ref, ref));
        const told = news(refund.paymentRef);
        await queue.add(tx, told);
        return told;
      });
      for (const { delayMs } of tasks) queue.wake(delayMs);
      return 'done';
    },
  };
}
