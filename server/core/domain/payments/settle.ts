import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { discountRedemptions, paymentMandates, paymentRefunds, payments, users, type PaymentStatus } from '#server/platform/db/schema';
import type { PaymentProvider, ProviderPayment } from '#server/adapters/payment-providers/providers/provider';
import type { LiveEvent } from '#server/platform/realtime/bus';
import { storeEvents, type Notice } from '#server/platform/realtime/events';
import { applyCreditChange } from '../credits/ledger';
import { enqueueReceipt } from '../notifications/transactional-jobs';
import { releaseDiscount } from './discounts';

const TERMINAL: ReadonlySet<PaymentStatus> = new Set(['paid', 'failed', 'cancelled', 'expired', 'charged_back']);
/** The ends of a payment that was never paid: the discount code it reserved is free again. */
const UNPAID_ENDS: ReadonlySet<PaymentStatus> = new Set(['failed', 'cancelled', 'expired']);

/**
 * Which state a payment may move to. Notifications arrive twice and out of order, so a state
 * only moves forward: open → pending → paid | failed | cancelled | expired, and paid → charged_back.
 */
export function nextStatus(current: PaymentStatus, reported: PaymentStatus): PaymentStatus {
  if (current === reported) return current;
  if (current === 'paid') return reported === 'charged_back' ? 'charged_back' : current;
  if (TERMINAL.has(current)) return current;
  if (reported === 'open') return current;
  if (reported === 'pending') return current === 'open' ? 'pending' : current;
  if (reported === 'charged_back') return current;
  return reported;
}

export interface Settled {
  paymentId: number;
  /** Null for an erased member's payment: nobody to credit or tell. */
  userId: number | null;
  tenantId: string;
  status: PaymentStatus;
  /** The member's balance when credits moved, for the live credits event. */
  credits: number | null;
  /** The payment's news (and the balance's) stored with the change, to publish once committed. */
  events: LiveEvent[];
}

/** The member's open pages hear that a payment moved, and their new balance when credits did. */
export function settledNotices(settled: Pick<Settled, 'paymentId' | 'userId' | 'status' | 'credits'>): Notice[] {
  const { userId } = settled;
  // An erased member's payment has no pages to tell.
  if (userId === null) return [];
  const notices: Notice[] = [{ to: [userId], type: 'payment', payload: { payment_id: settled.paymentId, status: settled.status } }];
  if (settled.credits !== null) notices.push({ to: [userId], type: 'credits', payload: { credits: settled.credits } });
  return notices;
}

/**
 * Applies the provider's verified state to our payment, in one transaction with the payment row
 * locked: a paid payment grants its credits through the ledger (once: reason purchase, reference
 * the payment id), makes the member premium, keeps its discount code used and stores its mandate.
 * A payment that fails, is cancelled or expires frees the code it reserved. A charge-back is
 * timed (charged_back_at), takes back the credits no refund took yet and blocks direct debit for the member.
 */
export async function settlePayment(db: Db, providerId: string, providerRef: string, reported: ProviderPayment, now: Date): Promise<Settled | undefined> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.provider, providerId), eq(payments.providerRef, providerRef)))
      .for('update');
    if (!payment) return undefined;
    const status = nextStatus(payment.status, reported.status);
    const settled = { paymentId: payment.id, userId: payment.userId, tenantId: payment.tenantId, status, credits: null, events: [] };
    if (status === payment.status) return { ...settled, events: await storeEvents(tx, settledNotices(settled)) };
    await tx
      .update(payments)
      .set({
        status,
        method: reported.method ?? payment.method,
        ...(status === 'paid' && { paidAt: now }),
        ...(status === 'charged_back' && { chargedBackAt: now }),
      })
      .where(eq(payments.id, payment.id));
    const { userId } = payment;
    // An erased member's payment still moves (a late charge-back is booked), but no account is left to credit or debit.
    if (userId === null) return settled;
    if (status === 'paid') {
      await applyCreditChange(tx, {
        tenantId: payment.tenantId,
        userId,
        amount: payment.credits,
        reason: 'purchase',
        reference: String(payment.id),
      });
      await tx.update(users).set({ paidUser: true }).where(eq(users.id, userId));
      // Once: the row is locked and a state is applied once (docs/decisions/0087-transactional-mail.md).
      await enqueueReceipt(tx, payment.id, now);
      // The code was reserved when the payment started and stays used; this writes it only for a
      // payment started before reservations existed (migration 0005).
      if (payment.discountCode)
        await tx.insert(discountRedemptions).values({ userId, code: payment.discountCode, paymentId: payment.id }).onConflictDoNothing();
      if (reported.mandate) {
        await tx
          .insert(paymentMandates)
          .values({
            userId,
            provider: providerId,
            providerRef: reported.mandate.providerRef,
            customerRef: reported.mandate.customerRef,
            method: reported.mandate.method,
            label: reported.mandate.label,
          })
          .onConflictDoNothing();
      }
    }
    if (UNPAID_ENDS.has(status)) await releaseDiscount(tx, payment.id);
    if (status === 'charged_back') {
      // Credits a console refund already took back (or is taking) are not taken twice.
      const [refunded] = await tx
        .select({ credits: sql<string>`coalesce(sum(${paymentRefunds.credits}), 0)` })
        .from(paymentRefunds)
        .where(and(eq(paymentRefunds.paymentId, payment.id), ne(paymentRefunds.status, 'failed')));
      await applyCreditChange(tx, {
        tenantId: payment.tenantId,
        userId,
        amount: -(payment.credits - Number(refunded?.credits ?? 0)),
        reason: 'refund',
        reference: String(payment.id),
      });
      if (payment.method === 'directdebit') {
        await tx.update(users).set({ directDebitBlocked: true }).where(eq(users.id, userId));
        // No repeat order may charge that account again.
        await tx
          .update(paymentMandates)
          .set({ valid: false })
          .where(and(eq(paymentMandates.userId, userId), eq(paymentMandates.method, 'directdebit')));
      }
    }
    const [balance] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
    const done = { ...settled, credits: status === 'paid' || status === 'charged_back' ? (balance?.credits ?? 0) : null };
    return { ...done, events: await storeEvents(tx, settledNotices(done)) };
  });
}

/**
 * The webhook's work once a notification is authentic: a payment we never made is acknowledged
 * and ignored (so the provider stops retrying); ours is fetched from the provider and settled.
 */
export async function settleFromProvider(db: Db, provider: PaymentProvider, providerRef: string, now: Date): Promise<Settled | undefined> {
  const [known] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.provider, provider.id), eq(payments.providerRef, providerRef)))
    .limit(1);
  if (!known) return undefined;
  return settlePayment(db, provider.id, providerRef, await provider.fetchPayment(providerRef), now);
}
