import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { discountCodes, discountRedemptions } from '#server/platform/db/schema';
import type { Tenant } from '#server/platform/tenancy/schema';
import type { User } from '../accounts/context';
import { DomainError } from '../errors';
import { paymentCountry } from './country';
import { TIME_BONUS } from '#server/contract/time-bonus';
import type { Discount } from '#server/contract/answers/payments';

function timeBonusExpiry(user: User): Date {
  return new Date(user.signupDate.getTime() + TIME_BONUS.seconds * 1000);
}

/** The time bonus exists only for a member who has never paid and signed up under 4 hours ago. */
function timeBonusFor(user: User, now: Date): Discount | undefined {
  const expires = timeBonusExpiry(user);
  if (user.paidUser || expires <= now) return undefined;
  return {
    code: TIME_BONUS.code,
    country: null,
    user_id: user.id,
    expires: expires.toISOString(),
    value_percentage: TIME_BONUS.percentage,
    currency: null,
    minimum_order_value: 0,
    status: 'active',
    validity: Math.floor((expires.getTime() - now.getTime()) / 1000),
    expired: false,
    paymentmethods: [],
  };
}

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Used, or held by a payment that has not ended yet (see reserveDiscount). */
export async function alreadyUsed(db: Pick<Db, 'select'>, userId: number, code: string): Promise<boolean> {
  const [used] = await db
    .select({ code: discountRedemptions.code })
    .from(discountRedemptions)
    .where(and(eq(discountRedemptions.userId, userId), sql`upper(${discountRedemptions.code}) = upper(${code})`))
    .limit(1);
  return Boolean(used);
}

/**
 * Holds the code for this payment, in the transaction that creates it. The unique index on
 * (member, code) decides between parallel starts: the first one keeps it, every other waits for
 * that transaction and then gets "Code already used" (which rolls its payment back).
 */
export async function reserveDiscount(tx: Transaction, userId: number, code: string, paymentId: number): Promise<void> {
  const held = await tx
    .insert(discountRedemptions)
    .values({ userId, code, paymentId })
    .onConflictDoNothing()
    .returning({ paymentId: discountRedemptions.paymentId });
  if (held.length === 0) throw new DomainError(409, 'code_used', 'payments.code_used');
}

/** A payment that ended without being paid gives its code back; a paid one keeps it for good. */
export async function releaseDiscount(tx: Transaction, paymentId: number): Promise<void> {
  await tx.delete(discountRedemptions).where(eq(discountRedemptions.paymentId, paymentId));
}

/** The welcome discount (the time bonus) while it lasts and no payment holds or used it. */
export async function welcomeDiscount(db: Db, user: User, now: Date): Promise<Discount | null> {
  const bonus = timeBonusFor(user, now);
  if (!bonus || (await alreadyUsed(db, user.id, bonus.code))) return null;
  return bonus;
}

/**
 * GET /api/discountcode.php: a code as the member may use it. "Code not found" for a code of
 * another site, country or member; "Code already used" once redeemed or while a started payment
 * holds it; an expired code is shown with expired: true (the page says so) but cannot pay.
 */
export async function findDiscount(db: Db, tenant: Tenant, user: User, input: { code: string; country: string }, now: Date): Promise<Discount> {
  const code = input.code.trim().toUpperCase();
  if (await alreadyUsed(db, user.id, code)) throw new DomainError(409, 'code_used', 'payments.code_used');
  if (code === TIME_BONUS.code) {
    const bonus = timeBonusFor(user, now);
    if (!bonus) throw new DomainError(404, 'code_not_found', 'payments.code_not_found');
    return bonus;
  }
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.tenantId, tenant.id), sql`upper(${discountCodes.code}) = ${code}`))
    .limit(1);
  if (!row || row.status !== 'active' || (row.country && row.country !== input.country) || (row.userId && row.userId !== user.id)) {
    throw new DomainError(404, 'code_not_found', 'payments.code_not_found');
  }
  const expired = Boolean(row.expiresAt && row.expiresAt <= now);
  return {
    code: row.code.toUpperCase(),
    country: row.country,
    user_id: row.userId,
    expires: row.expiresAt?.toISOString() ?? null,
    value_percentage: row.valuePercentage,
    currency: row.currency,
    minimum_order_value: row.minimumOrderValue,
    status: row.status,
    validity: row.expiresAt ? Math.max(0, Math.floor((row.expiresAt.getTime() - now.getTime()) / 1000)) : null,
    expired,
    paymentmethods: row.paymentMethods,
  };
}

/**
 * GET /api/discountcode.php: the welcome discount when asked for it — the time bonus while it
 * lasts (docs/decisions/0062-welcome-discount-is-time-bonus.md), none is not an error — else the named code for the member's payment
 * country; no code at all is not found.
 */
export async function lookupDiscount(
  db: Db,
  tenant: Tenant,
  user: User,
  input: { code?: string | undefined; welcome: boolean; visitorCountry: string | null },
  now: Date,
): Promise<Discount | null> {
  if (input.welcome) return welcomeDiscount(db, user, now);
  if (!input.code) throw new DomainError(404, 'code_not_found', 'payments.code_not_found');
  return findDiscount(db, tenant, user, { code: input.code, country: await paymentCountry(db, tenant, user, input.visitorCountry) }, now);
}

/** Whether a found code may pay this order; the reason is shown at the code field. */
export function checkDiscount(discount: Discount, order: { amount: number; currency: string; method: string }): void {
  if (discount.expired) throw new DomainError(400, 'code_expired', 'payments.code_expired');
  const wrongCurrency = discount.currency !== null && discount.currency !== order.currency;
  const tooSmall = discount.minimum_order_value > 0 && order.amount < discount.minimum_order_value;
  const wrongMethod = discount.paymentmethods.length > 0 && !discount.paymentmethods.includes(order.method);
  if (wrongCurrency || tooSmall || wrongMethod) throw new DomainError(400, 'code_not_applicable', 'payments.code_not_applicable');
}
