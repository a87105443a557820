import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { events } from '../db/schema';
import type { EventBus, LiveEvent } from './bus';

/** How many missed events one reconnect may replay; older gaps fall back to a full refresh. */
export const REPLAY_LIMIT = 500;
const KEEP_DAYS = 7;

export interface Notice {
  to: number[];
  type: string;
  payload: Record<string, unknown>;
}

export interface Realtime {
  /** Stores the event for each member (so it can be replayed) and delivers it live. */
  emit(userIds: number[], type: string, payload: Record<string, unknown>): Promise<void>;
  /** Several events in one insert (one commit), delivered in the order given. */
  emitAll(notices: Notice[]): Promise<void>;
}

export function createRealtime(db: Db, bus: EventBus): Realtime {
  const emitAll = async (notices: Notice[]) => {
    const values = notices.flatMap(({ to, type, payload }) => [...new Set(to)].map((userId) => ({ userId, type, payload })));
    if (!values.length) return;
    const rows = await db.insert(events).values(values).returning({ id: events.id, userId: events.userId, type: events.type, payload: events.payload });
    await Promise.all(rows.map((row) => bus.publish({ id: row.id, userId: row.userId, type: row.type, payload: row.payload })));
  };
  return {
    emit: (userIds, type, payload) => emitAll([{ to: userIds, type, payload }]),
    emitAll,
  };
}

/** What a member missed after `lastId`, oldest first. */
export async function missedEvents(db: Db, userId: number, lastId: number): Promise<LiveEvent[]> {
  const rows = await db
    .select()
    .from(events)
    .where(and(eq(events.userId, userId), gt(events.id, lastId)))
    .orderBy(asc(events.id))
    .limit(REPLAY_LIMIT);
  return rows.map((row) => ({ id: row.id, userId: row.userId, type: row.type, payload: row.payload }));
}

/** The hourly job: events older than a week are of no use to a reconnecting client. */
export async function pruneEvents(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(events)
    .where(lt(events.createdAt, new Date(now.getTime() - KEEP_DAYS * 24 * 60 * 60 * 1000)))
    .returning({ id: events.id });
  return removed.length;
}
