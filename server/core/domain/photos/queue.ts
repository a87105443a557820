import os from 'node:os';
import { DomainError } from '../errors';

/** Seconds a client is asked to wait when the photo queue is full. */
const BUSY_RETRY_AFTER_SECONDS = 10;

/** Tasks of one kind run at most `concurrency` at once; the others wait their turn, in order, up to `maxWaiting`. */
export interface WorkQueue {
  /** Runs `task` when a place is free; refuses at once (503, Retry-After) when `maxWaiting` tasks already wait. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  running(): number;
  /** The most tasks that ever ran at once in this process: what the bound guarantees, observable. */
  peak(): number;
}

export function createWorkQueue({ concurrency, maxWaiting }: { concurrency: number; maxWaiting: number }): WorkQueue {
  let active = 0;
  let highest = 0;
  const waiting: (() => void)[] = [];
  return {
    async run(task) {
      if (active < concurrency) active += 1;
      else if (waiting.length >= maxWaiting) throw new DomainError(503, 'busy', 'errors.server', { retry_after: BUSY_RETRY_AFTER_SECONDS });
      // A finished task hands its place over as it is (still counted), so no newcomer can slip in between.
      else await new Promise<void>((turn) => waiting.push(turn));
      highest = Math.max(highest, active);
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else active -= 1;
      }
    },
    running: () => active,
    peak: () => highest,
  };
}

const CORES = os.availableParallelism();

/**
 * The process's photo decoding and re-encoding (sharp): a 39 KB PNG can cost seconds of CPU and a
 * 40-megapixel one hundreds of MB while decoded, so at most one photo per core is in work and at
 * most 16 per core wait (each holding its upload of up to 10 MB); past that the upload is a 503
 * to try again, not a process out of memory. Members' bursts are limited before they get here
 * (photosPerMember, server/platform/security/rate-limits.ts).
 */
export const photoProcessing = createWorkQueue({ concurrency: CORES, maxWaiting: 16 * CORES });
