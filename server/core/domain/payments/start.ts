import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { paymentMandates, payments, users } from '#server/platform/db/schema';
import type { Logger } from '#server/platform/logger';
import type { PaymentProvider } from '#server/adapters/payment-providers/providers/provider';
import type { Tenant } from '#server/platform/tenancy/schema';
import type { User } from '../accounts/context';
import { DomainError } from '../errors';
import { discounted } from '#server/contract/discount-math';
import { releaseDiscount, reserveDiscount } from './discounts';
import { orderDiscount, type OrderDiscount } from './offer-discount';
import { methodInfo } from '#server/contract/payment-methods';
import { methodsFor } from './methods';
import { checkDirectDebitAllowed } from './direct-debit-limits';
import { findPackage, type PricedPackage } from './packages';
import { enqueueDebitNotice } from '../notifications/transactional-jobs';

export type Payment = typeof payments.$inferSelect;

export interface PaymentDeps {
  db: Db;
  provider: PaymentProvider;
  logger: Logger;
  now(): Date;
}

export interface Buyer {
  tenant: Tenant;
  user: User;
  /** Where the member pays from (their profile's country, else where they are). */
  country: string;
  language: string;
  /** The site's origin, e.g. https://flirtlocal.com: return page and webhook live there. */
  origin: string;
  /** What the payer's statement and the provider's checkout call a package, in the member's language. */
  statement(credits: number): string;
}

/** The provider's customer for this member, made once and kept. */
export async function customerFor(deps: PaymentDeps, user: User): Promise<string> {
  if (user.paymentCustomerRef) return user.paymentCustomerRef;
  const ref = await deps.provider.createCustomer({ name: `member ${user.id}`, email: user.email });
  await deps.db.update(users).set({ paymentCustomerRef: ref }).where(eq(users.id, user.id));
  return ref;
}

export interface Order {
  item: PricedPackage;
  method: string;
  sequence: Payment['sequence'];
  discount?: OrderDiscount | undefined;
  mandate?: typeof paymentMandates.$inferSelect;
}

/**
 * Stores the payment (with its discount code reserved, in one transaction: a refused code leaves
 * nothing behind), asks the provider for it and keeps the provider's reference.
 */
export async function placeOrder(deps: PaymentDeps, buyer: Buyer, order: Order): Promise<{ payment: Payment; redirect: string | null }> {
  const { item, method, sequence, discount, mandate } = order;
  const amount = discount ? discounted(item.price, discount.percentage) : item.price;
  const created = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payments)
      .values({
        tenantId: buyer.tenant.id,
        userId: buyer.user.id,
        packageId: item.id,
        credits: item.credits,
        amount,
        listAmount: item.price,
        currency: item.currency,
        method,
        provider: deps.provider.id,
        sequence,
        discountCode: discount?.code ?? null,
        discountPercentage: discount?.percentage ?? 0,
        mandateId: mandate?.id ?? null,
        refundDays: buyer.tenant.refund_days,
        tracking: buyer.user.tracking,
        createdAt: deps.now(),
      })
      .returning();
    if (!row) throw new Error('payment insert returned nothing');
    if (discount) await reserveDiscount(tx, buyer.user.id, discount.code, row.id);
    return row;
  });
  try {
    const customerRef = sequence === 'oneoff' ? undefined : await customerFor(deps, buyer.user);
    const { providerRef, checkoutUrl } = await deps.provider.createPayment({
      paymentId: created.id,
      amount,
      currency: item.currency,
      method,
      description: `${buyer.statement(item.credits)} #${created.id}`,
      redirectUrl: `${buyer.origin}/credits/${item.id}/${method}?payment=${created.id}`,
      webhookUrl: `${buyer.origin}/api/payments/webhook/${deps.provider.id}`,
      locale: buyer.language,
      sequence,
      ...(mandate && { mandate: { providerRef: mandate.providerRef, customerRef: mandate.customerRef } }),
      ...(customerRef && { customerRef }),
    });
    const payment = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(payments)
        .set({ providerRef, status: sequence === 'recurring' ? 'pending' : 'open' })
        .where(eq(payments.id, created.id))
        .returning();
      // Each direct debit is announced before it is collected. A mandate signed for this very
      // order is not valid yet: its confirmation announces the first debit (direct-debit.ts).
      if (mandate?.method === 'directdebit' && mandate.valid) await enqueueDebitNotice(tx, created.id, deps.now());
      return row as Payment;
    });
    return { payment, redirect: checkoutUrl };
  } catch (error) {
    // The provider did not take it: the attempt is recorded as failed (its code free again), nothing was charged.
    await deps.db.transaction(async (tx) => {
      await tx.update(payments).set({ status: 'failed' }).where(eq(payments.id, created.id));
      await releaseDiscount(tx, created.id);
    });
    deps.logger.error({ err: error, payment: created.id }, 'payment provider refused a payment');
    throw new DomainError(502, 'payment_error', 'payments.provider_error');
  }
}

/** POST /api/payment.php: a package bought with a method, optionally with a discount code. */
export async function startPayment(deps: PaymentDeps, buyer: Buyer, input: { packageId: string; method: string; discountCode?: string | undefined }) {
  const item = findPackage(buyer.tenant, buyer.country, input.packageId);
  const offered = methodsFor({
    tenantMethods: buyer.tenant.payments.methods,
    country: buyer.country,
    currency: item.currency,
    supported: deps.provider.supports,
  });
  // Direct debit has its own form with the account details and an SMS code.
  if (!offered.some((id) => id === input.method) || input.method === 'directdebit')
    throw new DomainError(400, 'method_unavailable', 'payments.method_unavailable');
  const discount = await orderDiscount(deps.db, buyer, { item, method: input.method, code: input.discountCode }, deps.now());
  const sequence = methodInfo(input.method)?.recurring ? 'first' : 'oneoff';
  return placeOrder(deps, buyer, { item, method: input.method, sequence, discount });
}

/** The mandate a repeat order charges: the newest valid one. */
export async function latestMandate(db: Db, userId: number) {
  const [mandate] = await db
    .select()
    .from(paymentMandates)
    .where(and(eq(paymentMandates.userId, userId), eq(paymentMandates.valid, true)))
    .orderBy(desc(paymentMandates.id))
    .limit(1);
  return mandate;
}

/** POST /api/payment.php with repeat: one click, charged on the stored mandate, no checkout. */
export async function repeatOrder(deps: PaymentDeps, buyer: Buyer, input: { packageId: string; discountCode?: string | undefined }) {
  const item = findPackage(buyer.tenant, buyer.country, input.packageId);
  const mandate = await latestMandate(deps.db, buyer.user.id);
  if (!mandate || mandate.provider !== deps.provider.id) throw new DomainError(409, 'no_mandate', 'payments.no_mandate');
  // A bank mandate keeps the direct debit rules: no charge after a charge-back, none over the limit.
  if (mandate.method === 'directdebit') await checkDirectDebitAllowed(deps.db, buyer.tenant, buyer.user, item, deps.now());
  const discount = await orderDiscount(deps.db, buyer, { item, method: mandate.method, code: input.discountCode }, deps.now());
  return placeOrder(deps, buyer, { item, method: mandate.method, sequence: 'recurring', mandate, discount });
}
