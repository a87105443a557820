import { eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { sandboxTasks } from '#server/platform/db/schema';
import type { Logger } from '#server/platform/logger';

export type SandboxTask = typeof sandboxTasks.$inferSelect;

/** A task to store: about which payment, what, and how soon. */
export interface NewTask {
  ref: string;
  kind: SandboxTask['kind'];
  delayMs: number;
}

/** What a task's work says: done (the task is removed) or retry (it runs again after its backoff). */
export type TaskOutcome = 'done' | 'retry';

/** A webhook is tried this often, the waits doubling from a minute (about eight and a half hours in all), like a real PSP. */
export const TASK_ATTEMPTS = 10;
const RETRY_BASE_MS = 60_000;
/** The shortest wait before looking again for a task that was not yet due (or held by another process). */
const REARM_MIN_MS = 10;
const BATCH = 20;

export interface SandboxQueue {
  /** Stores tasks (in the caller's transaction when given one). Call wake() after its commit. */
  add(db: Db, tasks: NewTask[]): Promise<void>;
  /** Runs due tasks in this process after `delayMs` (a prompt first try; the job is the backstop). */
  wake(delayMs: number): void;
  /** Runs every due task now; resolves with how many were done. */
  runDue(): Promise<number>;
  /** Stops this process's timers and waits for a run in progress (the tasks stay stored). */
  close(): Promise<void>;
}

/**
 * The sandbox's durable task queue. A run claims due tasks by moving their due time past the
 * next retry (SKIP LOCKED, so processes never take the same task at once), then does them: a
 * task that fails stays stored and is due again after its backoff; a crash loses nothing, as
 * the next run, here or in a restarted process, takes it up.
 */
export function createSandboxQueue(deps: { db: Db; logger: Logger; now(): Date; perform(task: SandboxTask): Promise<TaskOutcome> }): SandboxQueue {
  const { db, logger, now, perform } = deps;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<number>>();
  let closed = false;

  async function claim(): Promise<SandboxTask[]> {
    const at = now();
    const due = db
      .select({ id: sandboxTasks.id })
      .from(sandboxTasks)
      .where(lte(sandboxTasks.dueAt, at))
      .orderBy(sandboxTasks.dueAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(sandboxTasks)
      .set({
        attempts: sql`${sandboxTasks.attempts} + 1`,
        dueAt: sql`${at.toISOString()}::timestamptz + ${RETRY_BASE_MS} * power(2, ${sandboxTasks.attempts}) * interval '1 millisecond'`,
      })
      .where(inArray(sandboxTasks.id, due))
      .returning();
  }

  async function runOne(task: SandboxTask): Promise<boolean> {
    const outcome = await perform(task).catch((error: unknown) => {
      logger.error({ err: error, ref: task.ref, kind: task.kind }, 'sandbox task failed');
      return 'retry' as const;
    });
    if (outcome === 'done') {
      await db.delete(sandboxTasks).where(eq(sandboxTasks.id, task.id));
      return true;
    }
    if (task.attempts >= TASK_ATTEMPTS) {
      logger.warn({ ref: task.ref, kind: task.kind, attempts: task.attempts }, 'sandbox task given up');
      await db.delete(sandboxTasks).where(eq(sandboxTasks.id, task.id));
      return false;
    }
    wake(task.dueAt.getTime() - now().getTime());
    return false;
  }

  async function drain(): Promise<number> {
    let done = 0;
    for (;;) {
      const tasks = await claim();
      for (const task of tasks) if (await runOne(task)) done += 1;
      if (tasks.length < BATCH || closed) return done;
    }
  }

  function runDue(): Promise<number> {
    const run = drain().finally(() => running.delete(run));
    running.add(run);
    return run;
  }

  /**
   * When the earliest stored task is due. A timer can fire before its task is due by the wall
   * clock: Node counts its delay from the event loop's cached time, which lags while a tick is
   * busy. Such a wake finds nothing due, so it sets itself again for that task rather than leave
   * it to the minute's backstop job.
   */
  async function nextDueAt(): Promise<number | undefined> {
    const [next] = await db.select({ dueAt: sandboxTasks.dueAt }).from(sandboxTasks).orderBy(sandboxTasks.dueAt).limit(1);
    return next?.dueAt.getTime();
  }

  async function runAndRearm(): Promise<void> {
    await runDue();
    const next = await nextDueAt();
    if (next === undefined) return;
    const wait = next - now().getTime();
    // Later tasks (retries) have their own wake and the backstop; a task another process holds is retried shortly.
    if (wait < RETRY_BASE_MS) wake(Math.max(wait, REARM_MIN_MS));
  }

  function wake(delayMs: number): void {
    if (closed) return;
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        runAndRearm().catch((error: unknown) => logger.error({ err: error }, 'sandbox tasks failed'));
      },
      Math.max(0, delayMs),
    );
    timer.unref();
    timers.add(timer);
  }

  return {
    async add(tx, tasks) {
      const at = now().getTime();
      await tx.insert(sandboxTasks).values(tasks.map(({ ref, kind, delayMs }) => ({ ref, kind, dueAt: new Date(at + delayMs) })));
    },
    wake,
    runDue,
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
}
