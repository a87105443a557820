import { and, count, countDistinct, eq, gte, isNotNull, lt, ne, or, sql, sum, type SQL } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { landingVisits, payments, users } from '#server/platform/db/schema';
import { TRACKING_FIELDS, type TrackingField } from '#server/contract/tracking';

export interface ReportQuery {
  tenantId: string;
  /** First day counted (UTC, inclusive). */
  from: Date;
  /** Last day counted (UTC, inclusive). */
  to: Date;
  /** The tracking values a row stands for, in this order; the rest are summed over. */
  by: readonly TrackingField[];
}

export interface ReportRow {
  /** The row's tracking values ('' where the traffic carried none). */
  source: Partial<Record<TrackingField, string>>;
  landings: number;
  bounces: number;
  signups: number;
  activations: number;
  firstPayments: number;
  /** Paid amounts in minor units, per currency. */
  revenue: Record<string, number>;
  signupRate: number | null;
  activationRate: number | null;
  payerRate: number | null;
}

export interface TrafficReport {
  tenantId: string;
  from: string;
  to: string;
  by: readonly TrackingField[];
  rows: ReportRow[];
  total: ReportRow;
}

type Counts = Omit<ReportRow, 'source' | 'signupRate' | 'activationRate' | 'payerRate'>;
type Dims = Record<TrackingField, SQL<string>>;

const DAY_MS = 86_400_000;

/** The five tracking values of a table, '' for none, so a group of "no source" is one row. */
function columnDims(table: typeof landingVisits): Dims {
  const dims = {} as Dims;
  for (const field of TRACKING_FIELDS) dims[field] = sql<string>`coalesce(${table[field]}, '')`;
  return dims;
}

function jsonDims(column: typeof users.tracking | typeof payments.tracking): Dims {
  const dims = {} as Dims;
  for (const field of TRACKING_FIELDS) dims[field] = sql<string>`coalesce(${column} ->> ${sql.raw(`'${field}'`)}, '')`;
  return dims;
}

const groupOf = (dims: Dims) => TRACKING_FIELDS.map((field) => dims[field]);

const empty = (): Counts => ({ landings: 0, bounces: 0, signups: 0, activations: 0, firstPayments: 0, revenue: {} });

const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/**
 * A row's rates. The sign-up rate is sign-ups ÷ landings only where both are the same traffic:
 * a row with a source value and landings. The row without any source holds every direct sign-up
 * (the home page, a typed address) beside the few untracked landings, so a rate there would read
 * 11,900 %: it is "–", and the total's rate counts only the rows that have one.
 */
function withRates(source: ReportRow['source'], counts: Counts, signupRate = rate(counts.signups, counts.landings)): ReportRow {
  const sourced = Object.values(source).some(Boolean);
  return {
    source,
    ...counts,
    signupRate: sourced ? signupRate : null,
    activationRate: rate(counts.activations, counts.signups),
    payerRate: rate(counts.firstPayments, counts.signups),
  };
}

/** The total's sign-up rate: over the rows that have a sign-up rate of their own. */
function totalSignupRate(rows: readonly ReportRow[]): number | null {
  const rated = rows.filter((row) => row.signupRate !== null);
  return rate(
    rated.reduce((sum, row) => sum + row.signups, 0),
    rated.reduce((sum, row) => sum + row.landings, 0),
  );
}

/**
 * Landings, bounces, sign-ups, activations, first payments and revenue per traffic source
 * (docs/product.md#tracking). Each count is one grouped query over its period's rows, found
 * through an index on (tenant, time): landing_visits_tenant_created, users_tenant_signup,
 * payments_tenant_paid; the first-payment test looks the member's payments up by
 * payments_user. Sign-ups and activations count the accounts made in the period (by their last
 * touch), first payments and revenue the payments paid in it (by the attribution they kept).
 */
export async function trafficReport(db: Db, query: ReportQuery): Promise<TrafficReport> {
  const start = new Date(Date.UTC(query.from.getUTCFullYear(), query.from.getUTCMonth(), query.from.getUTCDate()));
  const end = new Date(Date.UTC(query.to.getUTCFullYear(), query.to.getUTCMonth(), query.to.getUTCDate()) + DAY_MS);

  const visitDims = columnDims(landingVisits);
  const visitRows = await db
    .select({ ...visitDims, landings: count(), bounces: count(landingVisits.bouncedAt) })
    .from(landingVisits)
    .where(and(eq(landingVisits.tenantId, query.tenantId), gte(landingVisits.createdAt, start), lt(landingVisits.createdAt, end)))
    .groupBy(...groupOf(visitDims));

  const userDims = jsonDims(users.tracking);
  const signupRows = await db
    .select({ ...userDims, signups: count(), activations: sql<number>`count(*) filter (where ${ne(users.status, 'not_confirmed')})` })
    .from(users)
    .where(and(eq(users.tenantId, query.tenantId), gte(users.signupDate, start), lt(users.signupDate, end)))
    .groupBy(...groupOf(userDims));

  const paymentDims = jsonDims(payments.tracking);
  const paidInPeriod = and(eq(payments.tenantId, query.tenantId), isNotNull(payments.paidAt), gte(payments.paidAt, start), lt(payments.paidAt, end));
  const revenueRows = await db
    .select({ ...paymentDims, currency: payments.currency, revenue: sum(payments.amount) })
    .from(payments)
    .where(and(paidInPeriod, eq(payments.status, 'paid')))
    .groupBy(...groupOf(paymentDims), payments.currency);
  // A member's first payment: the earliest of hers that was paid (charged back or not). A scalar
  // subquery per payment of the period, found through payments_user, rather than an anti-join,
  // which PostgreSQL answers by hashing every payment of every site. An erased member's payments
  // have no user_id left; the one that was her first carries erased_first_payment instead.
  const firstPaidAt = sql`(select min(earlier.paid_at) from ${payments} as earlier where earlier.user_id = ${payments.userId})`;
  const firstRows = await db
    .select({
      ...paymentDims,
      firstPayments: sql<number>`${countDistinct(payments.userId)} + count(*) filter (where ${payments.erasedFirstPayment})`,
    })
    .from(payments)
    .where(and(paidInPeriod, or(eq(payments.paidAt, firstPaidAt), eq(payments.erasedFirstPayment, true))))
    .groupBy(...groupOf(paymentDims));

  const groups = new Map<string, { source: ReportRow['source']; counts: Counts }>();
  const total = empty();
  const entry = (row: Record<TrackingField, string>) => {
    const source = Object.fromEntries(query.by.map((field) => [field, row[field]]));
    const key = JSON.stringify(query.by.map((field) => row[field]));
    const found = groups.get(key) ?? { source, counts: empty() };
    groups.set(key, found);
    return found.counts;
  };
  const add = (counts: Counts, field: 'landings' | 'bounces' | 'signups' | 'activations' | 'firstPayments', value: number | string) => {
    counts[field] += Number(value);
    total[field] += Number(value);
  };
  for (const row of visitRows) {
    const counts = entry(row);
    add(counts, 'landings', row.landings);
    add(counts, 'bounces', row.bounces);
  }
  for (const row of signupRows) {
    const counts = entry(row);
    add(counts, 'signups', row.signups);
    add(counts, 'activations', row.activations);
  }
  for (const row of firstRows) add(entry(row), 'firstPayments', row.firstPayments);
  for (const row of revenueRows) {
    const counts = entry(row);
    const amount = Number(row.revenue ?? 0);
    counts.revenue[row.currency] = (counts.revenue[row.currency] ?? 0) + amount;
    total.revenue[row.currency] = (total.revenue[row.currency] ?? 0) + amount;
  }

  const rows = [...groups.values()]
    .map(({ source, counts }) => withRates(source, counts))
    .sort((a, b) => b.landings - a.landings || b.signups - a.signups || JSON.stringify(a.source).localeCompare(JSON.stringify(b.source)));
  return {
    tenantId: query.tenantId,
    from: start.toISOString().slice(0, 10),
    to: new Date(end.getTime() - DAY_MS).toISOString().slice(0, 10),
    by: query.by,
    rows,
    total: { ...withRates({}, total), signupRate: totalSignupRate(rows) },
  };
}
