import { and, asc, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { events, jobs } from '../db/schema';
import { NOTIFY_JOB } from '../queue/kinds';
import type { EventBus, EventType, LiveEvent } from './bus';

/** How many missed events one reconnect may replay; older gaps fall back to a full refresh. */
export const REPLAY_LIMIT = 500;
const KEEP_DAYS = 7;

export interface Notice {
  to: number[];
  /** One of the types the bus lets through (a new type is added to EVENT_TYPES). */
  type: EventType;
  payload: Record<string, unknown>;
}

/** The database or a transaction: events are written together with what they announce. */
type Executor = Pick<Db, 'execute'>;

export interface StoreOptions {
  /**
   * Other writes run in the same statement (data-modifying CTEs), which saves the hot paths round
   * trips to the database.
   */
  alongside?: SQL[];
  /**
   * Members whose message events queue no notify job: the caller has planned what that job would
   * (server/core/domain/notifications/message-notice.ts).
   */
  planned?: number[];
}

/**
 * The advisory lock space of a member's turn to store events (the member id is the lock's second
 * key). A reconnecting client replays what came after the highest event id it saw, so a member's
 * events must commit in id order: from the sequence alone, a transaction that took id 100 could
 * commit after one that took 101, and a client that saw 101 live and reconnected before 100 was
 * published would never get 100 (socket-faults.test.ts lost a message this way under load).
 * Taken before the id is drawn and held to the commit, the turn makes a member's ids follow
 * their commits. Only transactions storing events for the same member wait for each other.
 */
const EVENTS_TURN = 0x65766e74;

/** Events stored with a notify job: publishing them wakes the job worker. */
const withNotifyJob = new WeakSet<LiveEvent>();

/**
 * Stores events in one statement; they are published only after the caller's transaction
 * commits.
 */
export async function storeEvents(executor: Executor, notices: Notice[], { alongside = [], planned = [] }: StoreOptions = {}): Promise<LiveEvent[]> {
  const given = notices.flatMap(({ to, type, payload }) => [...new Set(to)].map((userId) => ({ userId, type, payload })));
  if (!given.length) return [];
  // In member order (a stable sort keeps each member's events in the order given), so two
  // transactions take the members' turns below in the same order and never wait for each other.
  const values = given
    .sort((a, b) => a.userId - b.userId)
    .map(({ userId, type, payload }) => sql`(${userId}::bigint, ${type}::text, ${JSON.stringify(payload)}::jsonb)`);
  const others = alongside.map((write, index) => sql`${sql.raw(`alongside_${index}`)} as (${write}),`);
  const unplanned = planned.length ? sql`and user_id not in (${sql.join(planned, sql`, `)})` : sql``;
  // A message (to its recipient, not its sender, unless the caller planned its notification), a
  // like or a match is also a notification job, written in the same statement: it exists exactly
  // when the event does (server/core/domain/notifications).
  const result = await executor.execute(sql`
    with ${sql.join(others, sql` `)}
    stored as (
      insert into ${events} (user_id, type, payload)
      select given.user_id, given.type, given.payload from (values ${sql.join(values, sql`, `)}) as given (user_id, type, payload)
      where (select pg_advisory_xact_lock(${EVENTS_TURN}, (given.user_id % 2147483647)::int)) is not null
      returning id, user_id, type, payload
    ),
    queued as (
      insert into ${jobs} (kind, key, payload, run_at)
      select ${NOTIFY_JOB}, ${NOTIFY_JOB} || ':' || id, jsonb_build_object('event_id', id), now() from stored
      where type in ('like', 'match') or (type = 'message' and (payload #>> '{message,sender_id}')::bigint <> user_id ${unplanned})
      on conflict do nothing
      returning key
    )
    select id::float8 as id, user_id::float8 as user_id, type, payload,
      exists (select 1 from queued where key = ${NOTIFY_JOB} || ':' || stored.id) as notify
    from stored order by id`);
  // Both drivers answer with { rows }; ids come back as float8 so both give plain numbers.
  const { rows } = result as unknown as { rows: { id: number; user_id: number; type: string; payload: Record<string, unknown>; notify: boolean }[] };
  return rows.map((row) => {
    const event = { id: row.id, userId: row.user_id, type: row.type, payload: row.payload };
    if (row.notify) withNotifyJob.add(event);
    return event;
  });
}

/**
 * Delivers events. Storing them is the domain's: every event is written by storeEvents in the
 * transaction of the change it announces (decision 0138), so callers only publish what the
 * domain returns once that transaction committed. A crash in between loses nothing: the stored
 * event replays to a reconnecting client and its notify job is queued.
 */
export interface Realtime {
  /** Delivers events already stored (by storeEvents, inside a committed transaction). */
  publish(stored: LiveEvent[]): Promise<void>;
}

/**
 * `onNotifying` hears of published events that came with a notify job: this process's job worker
 * starts on them at once instead of at its next poll (a wake for none would cost a claim that
 * finds nothing).
 */
export function createRealtime(bus: EventBus, onNotifying: () => void = () => undefined): Realtime {
  const publish = async (stored: LiveEvent[]) => {
    if (stored.some((event) => withNotifyJob.has(event))) onNotifying();
    await Promise.all(stored.map((event) => bus.publish(event)));
  };
  return { publish };
}

/** The member's newest event id: where a connection without a last id starts (nothing old replayed). */
export async function latestEventId(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ id: events.id }).from(events).where(eq(events.userId, userId)).orderBy(desc(events.id)).limit(1);
  return row?.id ?? 0;
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
