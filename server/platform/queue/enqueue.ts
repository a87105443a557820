import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';

/** The database or a transaction: a job is enqueued together with what caused it. */
type Executor = Pick<Db, 'insert'>;

export interface EnqueueOptions {
  /**
   * Idempotency key: one job per key. With `once` a second enqueue of the key is dropped, even
   * after the job ran (kept until pruned: a week). With `batch` it joins a pending job (one mail
   * for a burst of messages); after the job ran it schedules it again.
   */
  key?: string;
  mode?: 'once' | 'batch';
  runAt: Date;
  maxAttempts?: number;
}

/** Adds a job; inside the caller's transaction when given one, so it exists exactly when its cause does. */
export async function enqueueJob(executor: Executor, kind: string, payload: Record<string, unknown>, options: EnqueueOptions): Promise<void> {
  await jobInsert(executor, kind, payload, options);
}

/**
 * The statement enqueueJob runs, not yet run: a hot path embeds it in a statement of its own (a
 * data-modifying CTE) to save the round trip.
 */
export function jobInsert(executor: Executor, kind: string, payload: Record<string, unknown>, options: EnqueueOptions) {
  const row = { kind, payload, key: options.key ?? null, runAt: options.runAt, ...(options.maxAttempts && { maxAttempts: options.maxAttempts }) };
  const insert = executor.insert(jobs).values(row);
  if (!options.key || options.mode !== 'batch') return insert.onConflictDoNothing();
  // Pending: the burst joins it. Running: it runs once more afterwards (what it read may predate
  // this enqueue). Done or failed: it is scheduled again with fresh attempts.
  return insert.onConflictDoUpdate({
    target: jobs.key,
    set: {
      state: sql`case when ${jobs.state} = 'running' then ${jobs.state} else 'pending' end`,
      rearmAt: sql`case when ${jobs.state} = 'running' then excluded.run_at else null end`,
      runAt: sql`case when ${jobs.state} in ('done', 'failed') then excluded.run_at else ${jobs.runAt} end`,
      attempts: sql`case when ${jobs.state} in ('done', 'failed') then 0 else ${jobs.attempts} end`,
      payload: sql`case when ${jobs.state} in ('done', 'failed') then excluded.payload else ${jobs.payload} end`,
      doneAt: null,
    },
  });
}
