import { and, desc, eq, gt, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { discountCodes, discountRedemptions, payments, users, type Operator } from '#server/platform/db/schema';
import { TIME_BONUS } from '#server/contract/time-bonus';
import { DomainError } from '../errors';
import { audit } from '../operators/audit';
import { siteScope } from '../operators/roles';
import type { DiscountCodeState } from '#server/contract/answers/console-payments';

export type DiscountCode = typeof discountCodes.$inferSelect;

export interface DiscountCodeFilter {
  tenantIds: string[];
  state?: DiscountCodeState | undefined;
  before?: number | undefined;
  limit: number;
  now: Date;
}

export interface DiscountCodeRow {
  code: DiscountCode;
  memberEmail: string | null;
  /** Payments that were paid with it (a charged-back one too). */
  used: number;
  /** Payments started with it and not ended yet: they hold it. */
  held: number;
}

export function stateOf(code: Pick<DiscountCode, 'status' | 'expiresAt'>, now: Date): DiscountCodeState {
  if (code.status === 'disabled') return 'disabled';
  return code.expiresAt && code.expiresAt <= now ? 'expired' : 'active';
}

function stateCondition(state: DiscountCodeState | undefined, now: Date): SQL | undefined {
  if (state === 'disabled') return eq(discountCodes.status, 'disabled');
  if (state === 'expired') return and(eq(discountCodes.status, 'active'), lte(discountCodes.expiresAt, now));
  if (state === 'active') return and(eq(discountCodes.status, 'active'), or(isNull(discountCodes.expiresAt), gt(discountCodes.expiresAt, now)));
  return undefined;
}

/**
 * GET /api/operator/discount-codes.php: a site's codes newest first (discount_codes_tenant),
 * each with how often it was used and is held, counted per page on discount_redemptions_code.
 */
export async function listDiscountCodes(db: Db, operator: Pick<Operator, 'role' | 'tenants'>, filter: DiscountCodeFilter): Promise<DiscountCodeRow[]> {
  if (filter.tenantIds.length === 0) return [];
  const rows = await db
    .select({ code: discountCodes, memberEmail: users.email })
    .from(discountCodes)
    .leftJoin(users, eq(users.id, discountCodes.userId))
    .where(
      and(
        siteScope(operator, discountCodes.tenantId),
        inArray(discountCodes.tenantId, filter.tenantIds),
        stateCondition(filter.state, filter.now),
        filter.before === undefined ? undefined : lt(discountCodes.id, filter.before),
      ),
    )
    .orderBy(desc(discountCodes.id))
    .limit(filter.limit);
  if (rows.length === 0) return [];
  const counts = await db
    .select({
      tenantId: payments.tenantId,
      code: sql<string>`upper(${discountRedemptions.code})`,
      used: sql<string>`count(*) filter (where ${payments.status} in ('paid', 'charged_back'))`,
      held: sql<string>`count(*) filter (where ${payments.status} in ('open', 'pending'))`,
    })
    .from(discountRedemptions)
    .innerJoin(payments, eq(payments.id, discountRedemptions.paymentId))
    .where(
      and(
        inArray(
          sql`upper(${discountRedemptions.code})`,
          rows.map((row) => row.code.code.toUpperCase()),
        ),
        inArray(payments.tenantId, filter.tenantIds),
      ),
    )
    .groupBy(payments.tenantId, sql`upper(${discountRedemptions.code})`);
  const countOf = (code: DiscountCode) => counts.find((count) => count.tenantId === code.tenantId && count.code === code.code.toUpperCase());
  return rows.map((row) => ({ ...row, used: Number(countOf(row.code)?.used ?? 0), held: Number(countOf(row.code)?.held ?? 0) }));
}

export interface NewDiscountCode {
  tenantId: string;
  code: string;
  percentage: number;
  country?: string | undefined;
  memberId?: number | undefined;
  currency?: string | undefined;
  /** Minor units in `currency`. */
  minimumOrderValue: number;
  paymentMethods: string[];
  expiresAt?: Date | undefined;
}

/**
 * POST /api/operator/discount-codes.php: a code of one site (unique there in any case; the
 * welcome code's name is taken), for one member of that site when named, audited.
 */
export async function createDiscountCode(db: Db, operator: Pick<Operator, 'id'>, input: NewDiscountCode, context: { ip: string | null; now: Date }) {
  const code = input.code.toUpperCase();
  if (code === TIME_BONUS.code) throw new DomainError(409, 'discount_code_exists', 'operator_console.discounts.exists', { code });
  if (input.expiresAt && input.expiresAt <= context.now) throw new DomainError(400, 'discount_expiry_past', 'operator_console.discounts.expiry_past');
  if (input.minimumOrderValue > 0 && !input.currency) throw new DomainError(400, 'discount_minimum_currency', 'operator_console.discounts.minimum_currency');
  if (input.memberId !== undefined) {
    const [member] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.memberId), eq(users.tenantId, input.tenantId)));
    if (!member) throw new DomainError(400, 'discount_member_not_found', 'operator_console.discounts.member_not_found', { id: input.memberId });
  }
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(discountCodes)
      .values({
        tenantId: input.tenantId,
        code,
        valuePercentage: input.percentage,
        country: input.country ?? null,
        userId: input.memberId ?? null,
        currency: input.currency ?? null,
        minimumOrderValue: input.minimumOrderValue,
        paymentMethods: input.paymentMethods,
        expiresAt: input.expiresAt ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) throw new DomainError(409, 'discount_code_exists', 'operator_console.discounts.exists', { code });
    await audit(tx, operator, 'discount_code_create', {
      tenantId: created.tenantId,
      memberId: created.userId,
      ip: context.ip,
      detail: { id: created.id, code, percentage: created.valuePercentage },
    });
    return created;
  });
}

export async function findDiscountCode(db: Db, id: number): Promise<DiscountCode> {
  const [code] = await db.select().from(discountCodes).where(eq(discountCodes.id, id));
  if (!code) throw new DomainError(404, 'discount_code_not_found', 'operator_console.discounts.not_found');
  return code;
}

/** POST /api/operator/discount-code-disable.php: the code stops working at the checkout at once; kept, never deleted (its uses stay counted). Once. */
export async function disableDiscountCode(db: Db, operator: Pick<Operator, 'id'>, code: DiscountCode, ip: string | null): Promise<DiscountCode> {
  return db.transaction(async (tx) => {
    const [disabled] = await tx
      .update(discountCodes)
      .set({ status: 'disabled' })
      .where(and(eq(discountCodes.id, code.id), eq(discountCodes.status, 'active')))
      .returning();
    if (!disabled) return code;
    await audit(tx, operator, 'discount_code_disable', { tenantId: code.tenantId, memberId: code.userId, ip, detail: { id: code.id, code: code.code } });
    return disabled;
  });
}
