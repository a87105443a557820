import type { AccountDeps } from '../domain/accounts/context';
import { purgeDeletedAccounts } from '../domain/accounts/deletion';
import { sendActivationReminders } from '../domain/accounts/reminders';
import { pruneEvents } from '../realtime/events';
import type { Logger } from '../logger';
import type { TenantRegistry } from '../tenancy/registry';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Hourly background work, and once at start. Each job is safe with several processes:
 * purging is an idempotent DELETE, reminders are claimed row by row before sending.
 */
export function startJobs(deps: { accounts: AccountDeps; tenants: TenantRegistry; logger: Logger }): () => void {
  const { accounts, tenants, logger } = deps;
  const jobs: [string, () => Promise<number>][] = [
    ['deleted accounts purged', () => purgeDeletedAccounts(accounts.db, accounts.now())],
    ['activation reminders sent', () => sendActivationReminders(accounts, tenants)],
    ['old realtime events pruned', () => pruneEvents(accounts.db, accounts.now())],
  ];
  const run = () => {
    for (const [done, job] of jobs) {
      job()
        .then((count) => count && logger.info({ count }, done))
        .catch((error: unknown) => logger.error({ err: error }, `${done}: failed`));
    }
  };
  run();
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
