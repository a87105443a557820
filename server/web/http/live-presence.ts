import crypto from 'node:crypto';
import type { Db } from '#server/platform/db/client';
import type { Logger } from '#server/platform/logger';
import { clearPresence, markPresent } from '#server/platform/realtime/presence';

/** Members per statement: four parameters a row stay far below PostgreSQL's 65,535. */
const ROWS_PER_WRITE = 1_000;

export interface PresenceOptions {
  db: Db;
  logger: Logger;
  now(): Date;
  /** The member's open sockets on this process. */
  count(userId: number): number;
  /** Every member with an open socket on this process. */
  members(): number[];
}

export interface PresenceTracker {
  /**
   * The member's socket count on this process changed; resolves once it is stored. Changes of
   * the same moment (a reconnect wave) share one statement.
   */
  changed(userId: number): Promise<void>;
  /** The heartbeat: every member with sockets here is seen now (their rows would go stale otherwise). */
  refresh(): Promise<void>;
  /** Stops writing and removes this process's rows. */
  close(): Promise<void>;
}

/**
 * Which members have a live socket on this process, in the live_presence table (one row per
 * member and process, server/platform/realtime/presence.ts): the push planner sends a push only to members
 * with none. Written when a member's count changes and at every heartbeat, never per message.
 */
export function trackPresence({ db, logger, now, count, members }: PresenceOptions): PresenceTracker {
  // Random per process: a restarted process does not take over the rows of the one before it.
  const node = crypto.randomUUID();
  let dirty = new Set<number>();
  let flushing: Promise<void> | undefined;
  // Writes run one after the other, so a close stored after its open never lands before it.
  let chain: Promise<void> = Promise.resolve();
  let stopped = false;

  const write = (userIds: number[]): Promise<void> => {
    chain = chain.then(async () => {
      if (stopped) return;
      const at = now();
      for (let start = 0; start < userIds.length; start += ROWS_PER_WRITE) {
        const counts = new Map(userIds.slice(start, start + ROWS_PER_WRITE).map((userId) => [userId, count(userId)]));
        await markPresent(db, node, counts, at).catch((error: unknown) => logger.error({ err: error }, 'live presence not stored'));
      }
    });
    return chain;
  };

  return {
    changed(userId) {
      dirty.add(userId);
      flushing ??= Promise.resolve().then(() => {
        const batch = [...dirty];
        dirty = new Set();
        flushing = undefined;
        return write(batch);
      });
      return flushing;
    },
    refresh: () => write(members()),
    async close() {
      stopped = true;
      await chain;
      await clearPresence(db, node).catch((error: unknown) => logger.error({ err: error }, 'live presence not cleared'));
    },
  };
}
