import { and, asc, desc, eq, gte, inArray, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { operators, paymentRefunds, payments, profiles, users, type Operator, type PaymentStatus } from '#server/platform/db/schema';
import type { PaymentProvider, ProviderPaymentView } from '#server/adapters/payment-providers/providers/provider';
import { DomainError } from '../errors';
import { siteScope } from '../operators/roles';

export interface PaymentFilter {
  /** The sites to read: the site filter, or every site the operator may see. */
  tenantIds: string[];
  status?: PaymentStatus | undefined;
  method?: string | undefined;
  provider?: string | undefined;
  /** A member id, or an e-mail address (exact, any case). */
  member?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /** Payments older than this id (the previous page's last). */
  before?: number | undefined;
  limit: number;
}

/** The payment with the member's address and name (both null once the member is erased). */
const listColumns = { payment: payments, email: users.email, name: profiles.name };
export type PaymentListRow = { payment: typeof payments.$inferSelect; email: string | null; name: string | null };

/** The member a filter names: an id as given, an address among the operator's sites (users_tenant_email). */
async function memberCondition(db: Db, tenantIds: string[], member: string): Promise<SQL> {
  if (/^\d{1,15}$/.test(member)) return eq(payments.userId, Number(member));
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.tenantId, tenantIds), sql`lower(${users.email}) = lower(${member})`));
  return found.length
    ? inArray(
        payments.userId,
        found.map((row) => row.id),
      )
    : sql`false`;
}

/**
 * A period as ids: the first payment made at or after `from`, the last made at or before `to`
 * (payments_created). Ids follow the time a payment was made, so the list stays a range of ids
 * however far back the period lies; null when no payment falls on that side.
 */
async function idBound(db: Db, side: 'from' | 'to', at: Date): Promise<number | null> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(side === 'from' ? gte(payments.createdAt, at) : lte(payments.createdAt, at))
    .orderBy(...(side === 'from' ? [asc(payments.createdAt), asc(payments.id)] : [desc(payments.createdAt), desc(payments.id)]))
    .limit(1);
  return row?.id ?? null;
}

async function periodConditions(db: Db, from: Date | undefined, to: Date | undefined): Promise<(SQL | undefined)[] | null> {
  const first = from ? await idBound(db, 'from', from) : undefined;
  const last = to ? await idBound(db, 'to', to) : undefined;
  if (first === null || last === null) return null;
  return [
    first === undefined ? undefined : gte(payments.id, first),
    last === undefined ? undefined : lte(payments.id, last),
    from ? gte(payments.createdAt, from) : undefined,
    to ? lte(payments.createdAt, to) : undefined,
  ];
}

/**
 * GET /api/operator/payments.php: newest first, paged by id. A site's payments are read on
 * payments_tenant (tenant_id, id), a member's on payments_user (user_id, id), a period as an id
 * range (periodConditions); the other filters narrow what those give.
 */
export async function listPayments(db: Db, operator: Pick<Operator, 'role' | 'tenants'>, filter: PaymentFilter): Promise<PaymentListRow[]> {
  if (filter.tenantIds.length === 0) return [];
  const period = await periodConditions(db, filter.from, filter.to);
  if (!period) return [];
  const conditions: (SQL | undefined)[] = [
    ...period,
    siteScope(operator, payments.tenantId),
    inArray(payments.tenantId, filter.tenantIds),
    filter.member === undefined ? undefined : await memberCondition(db, filter.tenantIds, filter.member),
    filter.status === undefined ? undefined : eq(payments.status, filter.status),
    filter.method === undefined ? undefined : eq(payments.method, filter.method),
    filter.provider === undefined ? undefined : eq(payments.provider, filter.provider),
    filter.before === undefined ? undefined : lt(payments.id, filter.before),
  ];
  return db
    .select(listColumns)
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .leftJoin(profiles, eq(profiles.userId, payments.userId))
    .where(and(...conditions))
    .orderBy(desc(payments.id))
    .limit(filter.limit);
}

/** One payment, whatever its site: the caller checks the operator may see that site. */
export async function findConsolePayment(db: Db, id: number): Promise<typeof payments.$inferSelect> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, id));
  if (!payment) throw new DomainError(404, 'payment_not_found', 'operator_console.payments.not_found');
  return payment;
}

/** How long the detail waits for the provider before it shows the payment without the provider's side. */
export const PROVIDER_TIMEOUT_MS = 5_000;

/** The provider's side, live; null when it cannot be asked or does not answer in time (the page says so). */
export async function providerState(
  provider: PaymentProvider | undefined,
  ref: string | null,
  timeoutMs = PROVIDER_TIMEOUT_MS,
): Promise<ProviderPaymentView | null> {
  if (!provider || !ref) return null;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    return await Promise.race([provider.inspectPayment(ref), late]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Everything the detail shows besides the provider: the member (when not erased) and their
 * balance, the refunds with who made them, the member's charge-backs (payments_user), and the
 * credits a refund could still take back (what the payment gave minus what refunds took, at
 * most the balance).
 */
export async function paymentDetail(db: Db, payment: typeof payments.$inferSelect) {
  const member = payment.userId
    ? (
        await db
          .select({ id: users.id, email: users.email, credits: users.credits, status: users.status, name: profiles.name, bannedAt: users.bannedAt })
          .from(users)
          .leftJoin(profiles, eq(profiles.userId, users.id))
          .where(eq(users.id, payment.userId))
      )[0]
    : undefined;
  const refunds = await db
    .select({ refund: paymentRefunds, operatorEmail: operators.email })
    .from(paymentRefunds)
    .leftJoin(operators, eq(operators.id, paymentRefunds.operatorId))
    .where(eq(paymentRefunds.paymentId, payment.id))
    .orderBy(desc(paymentRefunds.id));
  const chargeBacks = payment.userId
    ? await db
        .select({ id: payments.id, amount: payments.amount, currency: payments.currency, credits: payments.credits, chargedBackAt: payments.chargedBackAt })
        .from(payments)
        .where(and(eq(payments.userId, payment.userId), isNotNull(payments.chargedBackAt)))
        .orderBy(desc(payments.id))
        .limit(50)
    : [];
  const taken = refunds.filter(({ refund }) => refund.status !== 'failed').reduce((sum, { refund }) => sum + refund.credits, 0);
  const creditsLeft = member ? Math.max(0, Math.min(member.credits, payment.credits - taken)) : 0;
  return { member: member ?? null, refunds, chargeBacks, creditsLeft };
}

export type PaymentDetail = Awaited<ReturnType<typeof paymentDetail>>;
