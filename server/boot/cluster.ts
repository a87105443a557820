import cluster, { type Worker } from 'node:cluster';
import { EXIT_CONFIG } from '../platform/config';
import type { Logger } from '../platform/logger';

export interface PrimaryOptions {
  /** Worker processes to keep running, all serving the same port. */
  workers: number;
  logger: Logger;
  /** The first pause before a crashed worker is replaced; it doubles with every crash in a row of that worker's slot. */
  firstBackoffMs?: number;
  maxBackoffMs?: number;
  /** A worker that ran this long was healthy: its slot's next crash starts the backoff over. */
  healthyAfterMs?: number;
  /** How long the workers get to finish in-flight requests after SIGTERM before they are killed. */
  stopTimeoutMs?: number;
}

/** One place in the pool: the worker in it now and how long its next replacement waits. */
interface Slot {
  worker?: Worker;
  /** Serving: its signal handlers are in place (before that, SIGHUP would end it). */
  listening: boolean;
  startedAt: number;
  backoffMs: number;
  restart?: NodeJS.Timeout;
}

/**
 * The primary of WEB_CONCURRENCY > 1 (node:cluster): it serves nothing and opens no database, it
 * forks the workers (each runs server/index.ts's server on the shared port, the primary handing
 * connections round-robin), replaces a worker that dies with a backoff per slot (a worker that
 * cannot start does not spin), passes SIGHUP on (tenant reload) and on SIGTERM or SIGINT stops
 * the workers gracefully (each finishes its in-flight requests) and exits once they are gone:
 * 0 when every worker stopped cleanly. A worker stopped by its configuration (EXIT_CONFIG: the
 * tenant files) would only fail again: the primary stops the rest and exits with that code.
 */
export function runPrimary({
  workers,
  logger,
  firstBackoffMs = 1000,
  maxBackoffMs = 30_000,
  healthyAfterMs = 60_000,
  stopTimeoutMs = 30_000,
}: PrimaryOptions): void {
  const slots: Slot[] = Array.from({ length: workers }, () => ({ listening: false, startedAt: 0, backoffMs: firstBackoffMs }));
  let stopping = false;
  let exitCode = 0;

  const fork = (slot: Slot) => {
    slot.restart = undefined;
    slot.listening = false;
    slot.startedAt = Date.now();
    slot.worker = cluster.fork();
  };

  const alive = () => slots.filter((slot) => slot.worker);

  const stop = (reason: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    logger.info({ reason, workers: alive().length }, 'stopping the workers');
    for (const slot of slots) {
      clearTimeout(slot.restart);
      // The worker's own SIGTERM handler finishes its in-flight requests (server/index.ts).
      slot.worker?.process.kill('SIGTERM');
    }
    if (!alive().length) process.exit(exitCode);
    setTimeout(() => {
      logger.error('workers did not stop in time; killing them');
      for (const slot of alive()) slot.worker?.process.kill('SIGKILL');
      process.exit(1);
    }, stopTimeoutMs).unref();
  };

  cluster.on('listening', (worker) => {
    const slot = slots.find((candidate) => candidate.worker === worker);
    if (slot) slot.listening = true;
  });

  cluster.on('exit', (worker, code, signal) => {
    const slot = slots.find((candidate) => candidate.worker === worker);
    if (!slot) return;
    slot.worker = undefined;
    if (stopping) {
      // A worker still booting has no handler yet: the signal itself ended it, which is a stop too.
      if (code !== 0 && signal !== 'SIGTERM' && signal !== 'SIGINT') exitCode = exitCode || 1;
      if (!alive().length) {
        logger.info({ exitCode }, 'stopped');
        process.exit(exitCode);
      }
      return;
    }
    if (code === EXIT_CONFIG) {
      logger.error({ pid: worker.process.pid }, 'a worker stopped for its configuration; stopping');
      stop('configuration', EXIT_CONFIG);
      return;
    }
    if (Date.now() - slot.startedAt >= healthyAfterMs) slot.backoffMs = firstBackoffMs;
    logger.error({ pid: worker.process.pid, code, signal, restartInMs: slot.backoffMs }, 'a worker stopped; replacing it');
    slot.restart = setTimeout(() => fork(slot), slot.backoffMs);
    slot.backoffMs = Math.min(slot.backoffMs * 2, maxBackoffMs);
  });

  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  // A worker still booting has no handler yet (SIGHUP would end it): it is left out, having read
  // the files moments ago.
  process.on('SIGHUP', () => {
    for (const slot of alive()) if (slot.listening) slot.worker?.process.kill('SIGHUP');
  });
  logger.info({ workers }, 'starting the workers');
  for (const slot of slots) fork(slot);
}

/** Whether this process says hello for the machine: a single server, or the first worker of a cluster. */
export function speaksForMachine(): boolean {
  return !cluster.isWorker || cluster.worker?.id === 1;
}
