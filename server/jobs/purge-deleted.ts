import type { Db } from '../db/client';
import { purgeDeletedAccounts } from '../domain/accounts/deletion';
import type { Logger } from '../logger';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Removes accounts whose 14 days of reactivation have passed, hourly and once at start.
 * Safe with several processes: the DELETE is idempotent.
 */
export function startPurgeJob(db: Db, logger: Logger, now: () => Date): () => void {
  const run = () =>
    purgeDeletedAccounts(db, now())
      .then((count) => count && logger.info({ count }, 'deleted accounts purged'))
      .catch((error: unknown) => logger.error({ err: error }, 'purging deleted accounts failed'));
  run();
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
