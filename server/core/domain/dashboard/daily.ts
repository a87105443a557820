import { and, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { siteDailyStats } from '#server/platform/db/schema';

/** One site's figures of one UTC day (docs/product.md#operator-console, dashboard). */
export interface DayFigures {
  day: string;
  signups: number;
  activations: number;
  activeMembers: number;
  messages: number;
  creditsSpent: number;
  revenue: Record<string, number>;
}

const DAY_MS = 86_400_000;
/** Days still computed again: late activations, refunds and charge-backs change them. */
const SETTLING_DAYS = 7;
/** How long a settling day's figures are served before they are computed again. */
const SETTLING_TTL_MS = 60 * 60 * 1000;
/** Ledger reasons that are not spending: money coming in or an operator's hand. */
const NOT_SPENDING = ['refund', 'operator_correction', 'correction'];

export const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const startOf = (day: string) => new Date(`${day}T00:00:00.000Z`);

export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = startOf(from).getTime(); time <= startOf(to).getTime(); time += DAY_MS) days.push(dayOf(new Date(time)));
  return days;
}

const emptyDay = (day: string): DayFigures => ({ day, signups: 0, activations: 0, activeMembers: 0, messages: 0, creditsSpent: 0, revenue: {} });

interface Row extends Record<string, unknown> {
  day: string;
}

async function rows<T extends Row>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/**
 * Computes a site's figures for every day of [from, to] with one grouped query per figure, each
 * on an index of its table's time: users_tenant_signup, payments_tenant_paid, and the BRIN
 * indexes of messages, credit_ledger, sessions and likes (migration 0012).
 */
export async function computeDays(db: Db, tenantId: string, from: string, to: string): Promise<DayFigures[]> {
  const start = sql`${startOf(from).toISOString()}::timestamptz`;
  const end = sql`${new Date(startOf(to).getTime() + DAY_MS).toISOString()}::timestamptz`;
  const day = (column: ReturnType<typeof sql>) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [signups, messages, spent, revenue, active] = await Promise.all([
    rows<Row & { signups: string; activations: string }>(
      db,
      sql`select ${day(sql`signup_date`)} as day, count(*) as signups, count(*) filter (where status <> 'not_confirmed') as activations
          from users where tenant_id = ${tenantId} and signup_date >= ${start} and signup_date < ${end} group by 1`,
    ),
    rows<Row & { messages: string }>(
      db,
      sql`select ${day(sql`m.created_at`)} as day, count(*) as messages from messages m join conversations c on c.id = m.conversation_id
          where c.tenant_id = ${tenantId} and m.created_at >= ${start} and m.created_at < ${end} group by 1`,
    ),
    rows<Row & { spent: string }>(
      db,
      sql`select ${day(sql`created_at`)} as day, -sum(amount) as spent from credit_ledger
          where tenant_id = ${tenantId} and amount < 0 and reason not in (${sql.join(
            NOT_SPENDING.map((reason) => sql`${reason}`),
            sql`, `,
          )}) and created_at >= ${start} and created_at < ${end} group by 1`,
    ),
    rows<Row & { currency: string; amount: string }>(
      db,
      sql`select ${day(sql`paid_at`)} as day, currency, sum(amount) as amount from payments
          where tenant_id = ${tenantId} and paid_at is not null and status = 'paid' and paid_at >= ${start} and paid_at < ${end} group by 1, 2`,
    ),
    rows<Row & { active: string }>(
      db,
      sql`select day, count(distinct user_id) as active from (
            select ${day(sql`created_at`)} as day, user_id from sessions where tenant_id = ${tenantId} and created_at >= ${start} and created_at < ${end}
            union all
            select ${day(sql`created_at`)}, liker_id from likes where tenant_id = ${tenantId} and created_at >= ${start} and created_at < ${end}
            union all
            select ${day(sql`m.created_at`)}, m.sender_id from messages m join conversations c on c.id = m.conversation_id
              where c.tenant_id = ${tenantId} and m.created_at >= ${start} and m.created_at < ${end}
          ) as acts group by day`,
    ),
  ]);
  const byDay = new Map(daysBetween(from, to).map((entry) => [entry, emptyDay(entry)]));
  const at = (entry: string) => byDay.get(entry) ?? emptyDay(entry);
  for (const row of signups) Object.assign(at(row.day), { signups: Number(row.signups), activations: Number(row.activations) });
  for (const row of messages) at(row.day).messages = Number(row.messages);
  for (const row of spent) at(row.day).creditsSpent = Number(row.spent);
  for (const row of active) at(row.day).activeMembers = Number(row.active);
  for (const row of revenue) at(row.day).revenue[row.currency] = Number(row.amount);
  return [...byDay.values()];
}

/**
 * The sites' figures for [from, to]: settled days from site_daily_stats, the rest computed (in
 * one range per site) and stored; today is always computed and never stored as final.
 */
export async function readDays(db: Db, tenantIds: readonly string[], from: string, to: string, now: Date): Promise<Map<string, DayFigures[]>> {
  const today = dayOf(now);
  const settledBefore = dayOf(new Date(now.getTime() - SETTLING_DAYS * DAY_MS));
  const stored = tenantIds.length
    ? await db
        .select()
        .from(siteDailyStats)
        .where(
          and(
            inArray(siteDailyStats.tenantId, [...tenantIds]),
            gte(siteDailyStats.day, from),
            lt(siteDailyStats.day, dayOf(new Date(startOf(to).getTime() + DAY_MS))),
          ),
        )
    : [];
  const result = new Map<string, DayFigures[]>();
  for (const tenantId of tenantIds) {
    const kept = new Map(
      stored
        .filter((row) => row.tenantId === tenantId)
        .filter((row) => row.day < settledBefore || now.getTime() - row.computedAt.getTime() < SETTLING_TTL_MS)
        .map((row) => [
          row.day,
          {
            day: row.day,
            signups: row.signups,
            activations: row.activations,
            activeMembers: row.activeMembers,
            messages: row.messages,
            creditsSpent: row.creditsSpent,
            revenue: row.revenue,
          },
        ]),
    );
    const wanted = daysBetween(from, to).filter((entry) => entry <= today);
    const missing = wanted.filter((entry) => !kept.has(entry));
    if (missing.length) {
      const computed = await computeDays(db, tenantId, missing[0] as string, missing.at(-1) as string);
      const fresh = computed.filter((figures) => missing.includes(figures.day));
      await storeDays(
        db,
        tenantId,
        fresh.filter((figures) => figures.day < today),
        now,
      );
      for (const figures of fresh) kept.set(figures.day, figures);
    }
    result.set(
      tenantId,
      wanted.map((entry) => kept.get(entry) ?? emptyDay(entry)),
    );
  }
  return result;
}

async function storeDays(db: Db, tenantId: string, days: DayFigures[], now: Date): Promise<void> {
  if (!days.length) return;
  await db
    .insert(siteDailyStats)
    .values(days.map((figures) => ({ tenantId, ...figures, computedAt: now })))
    .onConflictDoUpdate({
      target: [siteDailyStats.tenantId, siteDailyStats.day],
      set: {
        signups: sql`excluded.signups`,
        activations: sql`excluded.activations`,
        activeMembers: sql`excluded.active_members`,
        messages: sql`excluded.messages`,
        creditsSpent: sql`excluded.credits_spent`,
        revenue: sql`excluded.revenue`,
        computedAt: sql`excluded.computed_at`,
      },
    });
}
