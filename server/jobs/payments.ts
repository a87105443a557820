import type { Db } from '../db/client';
import { reconcilePayments } from '../domain/payments/reconcile';
import type { Logger } from '../logger';
import { announceSettled } from '../domain/payments/announce';
import type { PaymentProviders } from '../payments/registry';
import type { Realtime } from '../realtime/events';
import type { Job } from './job';

const MINUTE_MS = 60 * 1000;

export interface PaymentJobDeps {
  db: Db;
  providers: Pick<PaymentProviders, 'byId' | 'sandbox'>;
  realtime: Realtime;
  logger: Logger;
  now(): Date;
}

/** The sandbox's stored settlements and webhooks that are due: after a restart, or when our webhook was down. */
export function sandboxTasksJob({ providers }: Pick<PaymentJobDeps, 'providers'>): Job {
  return { done: 'sandbox tasks done', everyMs: MINUTE_MS, run: () => providers.sandbox.runDue() };
}

/** Payments whose webhook never came are asked for at their provider and settled. */
export function reconcileJob({ db, providers, realtime, logger, now }: PaymentJobDeps): Job {
  return {
    done: 'open payments settled from their provider',
    everyMs: 5 * MINUTE_MS,
    run: () =>
      reconcilePayments({
        db,
        now,
        provider: (id) => providers.byId(id),
        onSettled: (settled) => announceSettled(realtime, settled),
        onError: (error, payment) => logger.warn({ err: error, paymentId: payment.id, provider: payment.provider }, 'payment not reconciled'),
      }),
  };
}

export function paymentJobs(deps: PaymentJobDeps): Job[] {
  return [sandboxTasksJob(deps), reconcileJob(deps)];
}
