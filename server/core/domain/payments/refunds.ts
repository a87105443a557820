import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { paymentRefunds, payments, users, type Operator } from '#server/platform/db/schema';
import { RefundRefused, type PaymentProvider, type ProviderRefund } from '#server/adapters/payment-providers/providers/provider';
import type { LiveEvent } from '#server/platform/realtime/bus';
import { storeEvents } from '#server/platform/realtime/events';
import { applyCreditChange } from '../credits/ledger';
import { enqueueRefundNotice } from '../notifications/transactional-jobs';
import { DomainError } from '../errors';
import { audit } from '../operators/audit';
import { SUPPORT_REFUND_LIMIT_CENTS } from '../operators/roles';
import { proportionalCredits } from '#server/contract/refunds';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];
export type PaymentRefund = typeof paymentRefunds.$inferSelect;
type Payment = typeof payments.$inferSelect;

export interface RefundRequest {
  paymentId: number;
  /** Minor units; the whole remaining amount when not given. */
  amount?: number | undefined;
  /** Credits to take back; the package's credits in proportion when not given. */
  takeCredits?: number | undefined;
  reason: string;
  ip: string | null;
}

/** A member's balance after credits moved, for their open pages. */
export interface CreditsMoved {
  userId: number;
  credits: number;
  /** The balance's live event, stored with the move, to publish once committed. */
  events: LiveEvent[];
}

/** The member's balance after a move, and its event stored in the move's transaction. */
async function creditsMoved(tx: Transaction, userId: number): Promise<CreditsMoved> {
  const [row] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  const credits = row?.credits ?? 0;
  return { userId, credits, events: await storeEvents(tx, [{ to: [userId], type: 'credits', payload: { credits } }]) };
}

/**
 * Step one of a refund, before the provider hears of it: in one transaction with the payment
 * locked, the refund is stored as pending, the payment's refunded amount rises (so a second
 * click finds less left, or nothing) and the credits are taken back through the ledger. The
 * payment's site has been checked by the caller; the rules are the console's (docs/decisions/0100-refunds.md).
 */
export async function reserveRefund(
  db: Db,
  operator: Pick<Operator, 'id' | 'role'>,
  request: RefundRequest,
): Promise<{ refund: PaymentRefund; payment: Payment; moved: CreditsMoved | null }> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, request.paymentId)).for('update');
    if (!payment) throw new DomainError(404, 'payment_not_found', 'operator_console.payments.not_found');
    if (payment.status !== 'paid' || !payment.providerRef) throw new DomainError(409, 'refund_not_paid', 'operator_console.payments.refund_not_paid');
    const left = payment.amount - payment.refundedAmount;
    if (left <= 0) throw new DomainError(409, 'refund_nothing_left', 'operator_console.payments.refund_nothing_left');
    const amount = request.amount ?? left;
    if (amount > left)
      throw new DomainError(400, 'refund_too_much', 'operator_console.payments.refund_too_much', {
        amount: (left / 100).toFixed(2),
        currency: payment.currency,
      });
    if (operator.role === 'support' && amount > SUPPORT_REFUND_LIMIT_CENTS) {
      throw new DomainError(403, 'refund_over_limit', 'operator_console.payments.refund_over_limit', {
        limit: (SUPPORT_REFUND_LIMIT_CENTS / 100).toFixed(2),
        currency: payment.currency,
      });
    }
    const credits = await creditsToTake(tx, payment, amount, request.takeCredits);
    const [refund] = await tx
      .insert(paymentRefunds)
      .values({
        tenantId: payment.tenantId,
        paymentId: payment.id,
        amount,
        credits,
        provider: payment.provider,
        reason: request.reason,
        operatorId: operator.id,
      })
      .returning();
    if (!refund) throw new Error('refund not stored');
    await tx
      .update(payments)
      .set({ refundedAmount: sql`${payments.refundedAmount} + ${amount}` })
      .where(eq(payments.id, payment.id));
    let moved: CreditsMoved | null = null;
    if (credits > 0 && payment.userId !== null) {
      await applyCreditChange(tx, {
        tenantId: payment.tenantId,
        userId: payment.userId,
        amount: -credits,
        reason: 'refund',
        reference: `refund:${refund.id}`,
        operatorId: operator.id,
        note: request.reason,
      });
      moved = await creditsMoved(tx, payment.userId);
    }
    await audit(tx, operator, 'payment_refund', {
      tenantId: payment.tenantId,
      memberId: payment.userId,
      ip: request.ip,
      detail: { payment_id: payment.id, refund_id: refund.id, amount, currency: payment.currency, credits, reason: request.reason },
    });
    return { refund, payment: { ...payment, refundedAmount: payment.refundedAmount + amount }, moved };
  });
}

/**
 * The credits a refund takes back: what was asked, or the package's credits in proportion to
 * the amount; never more than the member has now, nor more than the payment gave minus what
 * earlier refunds took. The member's row is locked so the balance cannot go below zero meanwhile.
 */
async function creditsToTake(tx: Transaction, payment: Payment, amount: number, asked: number | undefined): Promise<number> {
  if (payment.userId === null) {
    // An erased member: there is nobody to take credits from.
    if (asked) throw new DomainError(400, 'refund_credits_too_many', 'operator_console.payments.refund_credits_excess', { credits: 0 });
    return 0;
  }
  const [member] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, payment.userId)).for('update');
  const [earlier] = await tx
    .select({ credits: sql<string>`coalesce(sum(${paymentRefunds.credits}), 0)` })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentId, payment.id), ne(paymentRefunds.status, 'failed')));
  const taken = Number(earlier?.credits ?? 0);
  const most = Math.max(0, Math.min(member?.credits ?? 0, payment.credits - taken));
  if (asked === undefined) return Math.min(proportionalCredits(payment, amount, taken), most);
  if (asked > most) throw new DomainError(400, 'refund_credits_too_many', 'operator_console.payments.refund_credits_excess', { credits: most });
  return asked;
}

/** A refund that reached its end just now, and the member's balance when credits came back. */
export interface FinishedRefund {
  refund: PaymentRefund;
  moved: CreditsMoved | null;
}

/** Moves a pending refund to its end once (a repeated answer changes nothing: undefined); a failed one gives back what it took. */
export async function finishRefund(
  db: Db,
  refundId: number,
  outcome: 'refunded' | 'failed',
  now: Date,
  providerRef?: string,
): Promise<FinishedRefund | undefined> {
  return db.transaction(async (tx) => {
    const [refund] = await tx
      .update(paymentRefunds)
      .set({ status: outcome, completedAt: now, ...(providerRef && { providerRef }) })
      .where(and(eq(paymentRefunds.id, refundId), eq(paymentRefunds.status, 'pending')))
      .returning();
    if (!refund) return undefined;
    if (outcome === 'refunded') {
      // In the refund's own transaction: the mail exists exactly when the money went back, once.
      await enqueueRefundNotice(tx, refund.id, now);
      return { refund, moved: null };
    }
    const [payment] = await tx
      .update(payments)
      .set({ refundedAmount: sql`${payments.refundedAmount} - ${refund.amount}` })
      .where(eq(payments.id, refund.paymentId))
      .returning();
    // A payment charged back meanwhile lost its credits with the charge-back: nothing to give back then.
    if (!payment?.userId || refund.credits <= 0 || payment.status !== 'paid') return { refund, moved: null };
    await applyCreditChange(tx, {
      tenantId: refund.tenantId,
      userId: payment.userId,
      amount: refund.credits,
      reason: 'refund_failed',
      reference: `refund:${refund.id}`,
      operatorId: refund.operatorId,
      note: refund.reason,
    });
    return { refund, moved: await creditsMoved(tx, payment.userId) };
  });
}

/** What the provider said about our refund, applied: its reference kept, its end reached once (undefined while it is under way or was ended before). */
export async function applyProviderRefund(db: Db, refund: PaymentRefund, answer: ProviderRefund, now: Date): Promise<FinishedRefund | undefined> {
  if (answer.status === 'pending') {
    if (!refund.providerRef) await db.update(paymentRefunds).set({ providerRef: answer.providerRef }).where(eq(paymentRefunds.id, refund.id));
    return undefined;
  }
  return finishRefund(db, refund.id, answer.status, now, answer.providerRef);
}

/**
 * Step two: the provider is asked to pay the money back. A definite no fails the refund (the
 * credits return; `refused` carries the provider's words); no answer at all (a timeout, an
 * outage) leaves it pending: the provider's webhook or the reconciliation settles it, adopting
 * the provider's refund by our id in its metadata, or failing it when the provider never got it.
 */
export async function sendRefund(
  db: Db,
  provider: PaymentProvider,
  sent: { refund: PaymentRefund; payment: Payment; description: string },
  now: Date,
): Promise<{ refund: PaymentRefund; moved: CreditsMoved | null; refused: string | null; reached: boolean }> {
  const { refund, payment } = sent;
  let answer: ProviderRefund;
  try {
    answer = await provider.createRefund({
      refundId: refund.id,
      paymentRef: payment.providerRef ?? '',
      amount: refund.amount,
      currency: payment.currency,
      description: sent.description,
    });
  } catch (error) {
    if (!(error instanceof RefundRefused)) return { refund, moved: null, refused: null, reached: false };
    const finished = await finishRefund(db, refund.id, 'failed', now);
    return { refund: await reload(db, refund.id), moved: finished?.moved ?? null, refused: error.message, reached: true };
  }
  const finished = await applyProviderRefund(db, refund, answer, now);
  return { refund: await reload(db, refund.id), moved: finished?.moved ?? null, refused: null, reached: true };
}

async function reload(db: Db, id: number): Promise<PaymentRefund> {
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id));
  if (!row) throw new Error(`refund ${id} is gone`);
  return row;
}
