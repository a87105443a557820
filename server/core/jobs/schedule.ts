import type { Db } from '#server/platform/db/client';
import { jobs } from '#server/platform/db/schema';
import type { Logger } from '#server/platform/logger';
import type { Job } from './job';

/** Marks a period's claim in the queue's table: never claimed by a worker (it is done), pruned with finished jobs. */
const KIND = 'period';
/** Each process looks this many times a period, so a period's run starts soon after it begins whichever process is up. */
const LOOKS_PER_PERIOD = 4;

/**
 * Claims `name`'s period of `everyMs` that `at` falls in (periods counted from the epoch, the
 * same for every process); true for the one caller that claimed it. The queue's unique key
 * decides, so two processes asking at the same moment never both get it.
 */
export async function claimPeriod(db: Db, name: string, everyMs: number, at: Date): Promise<boolean> {
  const period = Math.floor(at.getTime() / everyMs);
  const claimed = await db
    .insert(jobs)
    .values({ kind: KIND, key: `${KIND}:${name}:${period}`, payload: {}, state: 'done', runAt: at, doneAt: at })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return claimed.length > 0;
}

/**
 * Runs each job once per period across every process sharing the database (N processes per
 * machine, N machines): each process looks a few times a period and runs the job when it claims
 * the period. A process that dies mid-run loses that period's run; the next period catches up,
 * as every job here works on what is due rather than on what happened since its last run.
 */
export function schedule(db: Db, logger: Logger, list: Job[], now: () => Date): () => void {
  const timers = list.map((job) => {
    const look = () =>
      claimPeriod(db, job.name, job.everyMs, now())
        .then(async (claimed) => {
          if (!claimed) return;
          const count = await job.run();
          if (count) logger.info({ count }, job.done);
        })
        .catch((error: unknown) => logger.error({ err: error }, `${job.done}: failed`));
    look();
    const timer = setInterval(look, job.everyMs / LOOKS_PER_PERIOD);
    timer.unref();
    return timer;
  });
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}
