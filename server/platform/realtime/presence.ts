import { and, eq, gt, inArray, lt, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';
import { livePresence, users } from '../db/schema';

/** A process refreshes its rows every heartbeat (30 s); a row older than this belongs to a process that died. */
export const PRESENCE_STALE_MS = 90_000;

/** The condition "the member has an open live socket on some process", for a query that needs it. */
export function liveSocketExists(userId: number, now: Date): SQL {
  return sql`exists (select 1 from ${livePresence} where ${and(
    eq(livePresence.userId, userId),
    gt(livePresence.connections, 0),
    gt(livePresence.seenAt, new Date(now.getTime() - PRESENCE_STALE_MS)),
  )})`;
}

/** Records this process's socket counts for the given members (one statement for a whole heartbeat). */
export async function markPresent(db: Db, node: string, counts: ReadonlyMap<number, number>, now: Date): Promise<void> {
  const rows = [...counts].filter(([, connections]) => connections > 0).map(([userId, connections]) => ({ userId, node, connections, seenAt: now }));
  if (rows.length)
    await db
      .insert(livePresence)
      .values(rows)
      .onConflictDoUpdate({ target: [livePresence.userId, livePresence.node], set: { connections: sql`excluded.connections`, seenAt: sql`excluded.seen_at` } });
  const gone = [...counts].filter(([, connections]) => connections <= 0).map(([userId]) => userId);
  if (gone.length) await db.delete(livePresence).where(and(eq(livePresence.node, node), inArray(livePresence.userId, gone)));
}

/** A process that stops removes its rows; the hourly job removes those of processes that died. */
export async function clearPresence(db: Db, node?: string, before?: Date): Promise<number> {
  const removed = await db
    .delete(livePresence)
    .where(node ? eq(livePresence.node, node) : lt(livePresence.seenAt, before ?? new Date(0)))
    .returning({ userId: livePresence.userId });
  return removed.length;
}

/** The oldest heartbeat that still counts at `now`. */
export function presenceCutoff(now: Date): Date {
  return new Date(now.getTime() - PRESENCE_STALE_MS);
}

/** The presence rows that count: a socket open now on a process still alive (a heartbeat after `cutoff`). */
function freshPresence(cutoff: Date | SQLWrapper): SQL {
  return and(gt(livePresence.connections, 0), gt(livePresence.seenAt, cutoff)) as SQL;
}

/**
 * "Online now" for the search: the member's id among the fresh presence rows. Those rows are the
 * open sockets, few next to the profiles, so the planner starts from them (live_presence_seen)
 * instead of walking every profile. Invisible members never match: their profiles are not listed.
 */
export function onlineNow(userId: AnyColumn, now: Date): SQL {
  return hasFreshSocket(userId, presenceCutoff(now));
}

/** The member's id among the fresh presence rows (a heartbeat after `cutoff`). */
function hasFreshSocket(userId: AnyColumn, cutoff: Date | SQLWrapper): SQL {
  return inArray(userId, sql`(select ${livePresence.userId} from ${livePresence} where ${freshPresence(cutoff)})`);
}

/**
 * Shown as online to others (docs/product.md#presence), for a query that joins `users`: an open
 * socket on some process (a heartbeat after `cutoff`, a date or a prepared statement's
 * placeholder for `presenceCutoff(now)`), and not in invisible mode. `onlineAmong` asks it for a
 * list of members.
 */
export function showsOnline(cutoff: Date | SQLWrapper): SQL<boolean> {
  return sql<boolean>`(${and(eq(users.invisible, false), hasFreshSocket(users.id, cutoff))})`;
}

/**
 * Which of these members show as online to others: an open socket on some process, and not in
 * invisible mode (docs/product.md#presence).
 */
export async function onlineAmong(db: Db, userIds: readonly number[], now: Date): Promise<Set<number>> {
  if (!userIds.length) return new Set();
  const rows = await db
    .select({ userId: users.id })
    .from(users)
    .where(and(inArray(users.id, [...new Set(userIds)]), showsOnline(presenceCutoff(now))));
  return new Set(rows.map((row) => row.userId));
}
