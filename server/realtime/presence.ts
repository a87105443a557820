import { and, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { livePresence } from '../db/schema';

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
