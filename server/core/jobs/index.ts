import type { AccountDeps } from '../domain/accounts/context';
import { purgeDeletedAccounts } from '../domain/accounts/deletion';
import type { MemberFiles } from '../domain/accounts/erasure';
import { pruneExpiredTokens } from '../domain/accounts/tokens';
import { backfillPhotoVariants } from '../domain/photos/backfill';
import { pruneOperatorSessions } from '../domain/operators/sessions';
import { sendActivationReminders } from '../domain/accounts/reminders';
import { enqueueUnreadReminders, enqueueWeeklyUpdates } from '../domain/notifications/digests';
import { pruneEvents } from '#server/platform/realtime/events';
import { clearPresence, PRESENCE_STALE_MS } from '#server/platform/realtime/presence';
import type { Logger } from '#server/platform/logger';
import type { TenantRegistry } from '#server/platform/tenancy/registry';
import { paymentJobs, type PaymentJobDeps } from './payments';
import type { Job } from './job';
import { pruneJobs } from '#server/platform/queue/queue';
import { schedule } from './schedule';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Background work, each job once per its period across every process of the deployment
 * (server/core/jobs/schedule.ts), the first period's run at start. Each would also be safe run twice
 * at once: purging locks the members it erases, reminders are claimed row by row before
 * sending, sandbox tasks are claimed with SKIP LOCKED, settling a payment locks its row, the
 * rest delete or queue (with `once` keys) what is due.
 */
export function startJobs(deps: {
  accounts: AccountDeps;
  tenants: TenantRegistry;
  logger: Logger;
  payments: Omit<PaymentJobDeps, 'logger'>;
  /** Where erased members' files are removed from. */
  files: MemberFiles;
}): () => void {
  const { accounts, tenants, logger } = deps;
  // A backfill of many photos can outlast the hour: the next run waits for the next hour instead of doubling the work.
  let backfilling = false;
  const backfill = async () => {
    if (backfilling) return 0;
    backfilling = true;
    try {
      return await backfillPhotoVariants(accounts.db, deps.files.media, (filename, error) =>
        logger.warn({ filename, err: error }, 'photo variants: file missing or unreadable, skipped'),
      );
    } finally {
      backfilling = false;
    }
  };
  const jobs: Job[] = [
    {
      name: 'purge-deleted-accounts',
      done: 'deleted accounts purged',
      everyMs: HOUR_MS,
      run: () => purgeDeletedAccounts(accounts.db, deps.files, accounts.now()),
    },
    { name: 'activation-reminders', done: 'activation reminders sent', everyMs: HOUR_MS, run: () => sendActivationReminders(accounts, tenants) },
    { name: 'prune-events', done: 'old realtime events pruned', everyMs: HOUR_MS, run: () => pruneEvents(accounts.db, accounts.now()) },
    // Queued, not sent here: the job queue sends each once, whichever process adds it first.
    { name: 'unread-reminders', done: 'unread message reminders queued', everyMs: HOUR_MS, run: () => enqueueUnreadReminders(accounts.db, accounts.now()) },
    { name: 'weekly-updates', done: 'weekly updates queued', everyMs: HOUR_MS, run: () => enqueueWeeklyUpdates(accounts.db, accounts.now()) },
    { name: 'prune-jobs', done: 'finished queue jobs pruned', everyMs: HOUR_MS, run: () => pruneJobs(accounts.db, accounts.now()) },
    { name: 'prune-tokens', done: 'expired e-mail links pruned', everyMs: HOUR_MS, run: () => pruneExpiredTokens(accounts.db, accounts.now()) },
    {
      name: 'prune-operator-sessions',
      done: 'ended operator sessions pruned',
      everyMs: HOUR_MS,
      run: () => pruneOperatorSessions(accounts.db, accounts.now()),
    },
    // Rows of a process that died without clearing them (its sockets are gone with it).
    {
      name: 'clear-stale-presence',
      done: 'stale presence cleared',
      everyMs: HOUR_MS,
      run: () => clearPresence(accounts.db, undefined, new Date(accounts.now().getTime() - PRESENCE_STALE_MS)),
    },
    // Once at start for photos stored before there were copies (decision 0107), then hourly for
    // any a process of the previous version stored meanwhile; the index makes an idle run cheap.
    { name: 'photo-variants', done: 'photo variants made', everyMs: HOUR_MS, run: backfill },
    ...paymentJobs({ ...deps.payments, logger }),
  ];
  return schedule(accounts.db, logger, jobs, accounts.now);
}
