import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import type { Logger } from '../logger';

export interface ClaimedJob {
  id: number;
  kind: string;
  key: string | null;
  payload: Record<string, unknown>;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
}

/** Runs one job; a throw schedules a retry with backoff (or fails the job after its last attempt). */
export type JobHandler = (job: ClaimedJob) => Promise<void>;

/** A job that must not be retried (its input is gone or wrong): it fails at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export interface WorkerOptions {
  db: Db;
  handlers: Record<string, JobHandler>;
  logger: Logger;
  now(): Date;
  /** How long a claim holds; a worker that died frees its jobs after this. */
  leaseMs?: number;
  /** How often a started worker looks for due jobs (an enqueue in this process wakes it sooner). */
  pollMs?: number;
  /** Jobs one claim takes and runs at once. */
  batch?: number;
  /** Claims running side by side while the worker drains. */
  lanes?: number;
  /** How long a wake waits for others to come along (by default one turn of the event loop). */
  wakeDelayMs?: number;
  /** Hears of every run that threw (the metrics' jobs_failed_total); `final` when the job failed for good. */
  onFailure?(kind: string, final: boolean): void;
}

export interface Worker {
  /** Claims and runs the jobs due now, once; resolves with how many ran. */
  runDue(): Promise<number>;
  /** Runs due jobs until none are left (tests, and the loop after a wake-up). */
  drain(): Promise<number>;
  /** Looks for work now instead of at the next poll (after an enqueue in this process). */
  wake(): void;
  start(): void;
  stop(): Promise<void>;
}

const LEASE_MS = 60_000;
const POLL_MS = 1_000;
const BATCH = 10;
const LANES = 4;
const WAKE_DELAY_MS = 0;
const BACKOFF_BASE_MS = 5_000;
const BACKOFF_MAX_MS = 6 * 60 * 60 * 1000;
const KEEP_FINISHED_MS = 7 * 24 * 60 * 60 * 1000;

/** 5 s, 10 s, 20 s … capped at 6 h, with jitter so a provider's outage does not end in one wave. */
export function retryDelayMs(attempt: number, random = Math.random): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** (attempt - 1));
  return Math.round(base * (0.75 + random() * 0.5));
}

function describe(error: unknown): string {
  return (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 1000);
}

/**
 * The queue's worker: claims due jobs (and jobs whose claim ran out) with FOR UPDATE SKIP LOCKED,
 * so processes sharing the database never run one job twice at once; each job is marked done
 * after its handler returns. A worker killed mid-job leaves the claim to expire and the job runs
 * again: handlers are written to be run again safely (docs/decisions/0084-job-queue.md).
 */
export function createWorker({
  db,
  handlers,
  logger,
  now,
  leaseMs = LEASE_MS,
  pollMs = POLL_MS,
  batch = BATCH,
  lanes = LANES,
  wakeDelayMs = WAKE_DELAY_MS,
  onFailure = () => undefined,
}: WorkerOptions): Worker {
  const kinds = Object.keys(handlers);

  async function claim(): Promise<ClaimedJob[]> {
    const at = now();
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(inArray(jobs.kind, kinds), or(and(eq(jobs.state, 'pending'), lte(jobs.runAt, at)), and(eq(jobs.state, 'running'), lt(jobs.lockedUntil, at)))))
      .orderBy(jobs.runAt)
      .limit(batch)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(jobs)
      .set({ state: 'running', lockedUntil: new Date(at.getTime() + leaseMs), attempts: sql`${jobs.attempts} + 1` })
      .where(inArray(jobs.id, due))
      .returning({ id: jobs.id, kind: jobs.kind, key: jobs.key, payload: jobs.payload, attempts: jobs.attempts, maxAttempts: jobs.maxAttempts });
    return rows.map((row) => ({ id: row.id, kind: row.kind, key: row.key, payload: row.payload, attempt: row.attempts, maxAttempts: row.maxAttempts }));
  }

  /** Marks jobs that ran done (or pending again where a batching enqueue came meanwhile). */
  async function finish(ids: number[]): Promise<void> {
    if (!ids.length) return;
    const at = now();
    await db
      .update(jobs)
      .set({
        state: sql`case when ${jobs.rearmAt} is null then 'done' else 'pending' end`,
        runAt: sql`coalesce(${jobs.rearmAt}, ${jobs.runAt})`,
        attempts: sql`case when ${jobs.rearmAt} is null then ${jobs.attempts} else 0 end`,
        doneAt: sql`case when ${jobs.rearmAt} is null then ${at.toISOString()}::timestamptz else null end`,
        rearmAt: null,
        lockedUntil: null,
        lastError: null,
      })
      .where(inArray(jobs.id, ids));
  }

  async function fail(job: ClaimedJob, error: unknown): Promise<void> {
    const at = now();
    const last = error instanceof PermanentJobError || job.attempt >= job.maxAttempts;
    logger[last ? 'error' : 'warn']({ err: error, job: job.id, kind: job.kind, attempt: job.attempt }, last ? 'job failed for good' : 'job failed; retrying');
    onFailure(job.kind, last);
    await db
      .update(jobs)
      .set({
        state: last ? 'failed' : 'pending',
        runAt: new Date(at.getTime() + retryDelayMs(job.attempt)),
        lockedUntil: null,
        lastError: describe(error),
        ...(last && { doneAt: at }),
      })
      .where(eq(jobs.id, job.id));
  }

  /** Runs one job; true when it is done, false when it failed (and was rescheduled or failed for good). */
  async function run(job: ClaimedJob): Promise<boolean> {
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new PermanentJobError(`no handler for ${job.kind}`);
      await handler(job);
      return true;
    } catch (error) {
      await fail(job, error);
      return false;
    }
  }

  /** Each job is marked done as soon as it ran: a process killed mid-batch repeats no finished job. */
  async function runClaimed(claimed: ClaimedJob[]): Promise<number> {
    await Promise.all(claimed.map(async (job) => (await run(job)) && finish([job.id])));
    return claimed.length;
  }

  async function runDue(): Promise<number> {
    return runClaimed(await claim());
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let looping = false;
  let again = false;
  let stopped = true;

  /**
   * Lanes claim and run batches side by side, so one slow job (a push service taking its time)
   * holds up only its own batch; SKIP LOCKED keeps the lanes apart. A lane is added only when a
   * claim came back full: a wake for one message's job claims once, not once per lane.
   * `untilEmpty` false (the wake and poll loop): a lane also ends when a claim came back short,
   * without a last claim that would find nothing. What was enqueued meanwhile comes with its own
   * wake, which the loop takes after this drain, and what fell due comes with the next poll.
   */
  async function drainLanes(untilEmpty: boolean): Promise<number> {
    let total = 0;
    let active = 0;
    const started: Promise<void>[] = [];
    const lane = async (): Promise<void> => {
      active += 1;
      let claimed = await claim();
      while (claimed.length) {
        const full = claimed.length === batch;
        if (full && active < lanes) started.push(lane());
        // Not `total += await …`: that would read the total before the other lanes added theirs.
        const ran = await runClaimed(claimed);
        total += ran;
        claimed = full || untilEmpty ? await claim() : [];
      }
      active -= 1;
    };
    started.push(lane());
    // Lanes started while waiting are waited for too.
    let waited = 0;
    while (waited < started.length) {
      const upTo = started.length;
      await Promise.all(started.slice(waited, upTo));
      waited = upTo;
    }
    return total;
  }

  function loop(): void {
    if (stopped) return;
    if (looping) {
      again = true;
      return;
    }
    looping = true;
    running = drainLanes(false)
      .catch((error: unknown) => logger.error({ err: error }, 'job queue: claiming failed'))
      .finally(() => {
        looping = false;
        if (again) {
          again = false;
          loop();
        }
      });
  }

  /**
   * Wakes come with every message, like and match: those of one turn of the event loop are taken
   * together. Waiting longer to gather bigger batches was measured and made chat worse: at 200
   * messages/s a 100 ms gathering raised send → receive p99 from 62 to 163 ms, as each burst of
   * notify jobs competed with the sends (docs/bench.md, chat).
   */
  let wakeTimer: NodeJS.Timeout | undefined;
  function wake(): void {
    if (wakeTimer || stopped) return;
    wakeTimer = setTimeout(() => {
      wakeTimer = undefined;
      loop();
    }, wakeDelayMs);
    wakeTimer.unref();
  }

  return {
    runDue,
    drain: () => drainLanes(true),
    wake,
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setInterval(loop, pollMs);
      timer.unref();
      loop();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(wakeTimer);
      wakeTimer = undefined;
      await running;
    },
  };
}

/** The hourly clean-up: finished jobs are kept a week (a `once` key blocks its duplicates that long). */
export async function pruneJobs(db: Db, at: Date): Promise<number> {
  const removed = await db
    .delete(jobs)
    .where(and(inArray(jobs.state, ['done', 'failed']), lt(jobs.doneAt, new Date(at.getTime() - KEEP_FINISHED_MS))))
    .returning({ id: jobs.id });
  return removed.length;
}
