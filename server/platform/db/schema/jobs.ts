import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const JOB_STATES = ['pending', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * The durable job queue (server/platform/queue/queue.ts): notification mails and pushes, reminders and
 * digests. Claimed with FOR UPDATE SKIP LOCKED, so several processes share it and each job runs
 * in one of them; a job whose worker died is claimed again when its lease runs out.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    /** Idempotency key: one job per key (a second enqueue batches into it or is dropped). */
    key: text('key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    state: text('state', { enum: JOB_STATES }).notNull().default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    /** While running: when the claim expires and another worker may take the job. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** A batching enqueue that arrived while the job ran: it runs once more at this time. */
    rearmAt: timestamp('rearm_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('jobs_key').on(table.key),
    index('jobs_due')
      .on(table.runAt)
      .where(sql`${table.state} = 'pending'`),
    index('jobs_running')
      .on(table.lockedUntil)
      .where(sql`${table.state} = 'running'`),
    index('jobs_finished')
      .on(table.doneAt)
      .where(sql`${table.state} in ('done', 'failed')`),
  ],
);
