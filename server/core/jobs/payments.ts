import type { Db } from '#server/platform/db/client';
import { reconcilePayments } from '../domain/payments/reconcile';
import type { Logger } from '#server/platform/logger';
import { announceCredits, announceSettled } from '../domain/payments/announce';
import { reconcileRefunds } from '../domain/payments/refund-settle';
import type { PaymentProviders } from '#server/adapters/payment-providers/registry';
import type { SandboxProvider } from '#server/adapters/payment-providers/providers/sandbox';
import type { Realtime } from '#server/platform/realtime/events';
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
export function sandboxTasksJob(sandbox: SandboxProvider): Job {
  return { name: 'sandbox-tasks', done: 'sandbox tasks done', everyMs: MINUTE_MS, run: () => sandbox.runDue() };
}

/** Payments and refunds whose webhook never came are asked for at their provider and settled. */
export function reconcileJob({ db, providers, realtime, logger, now }: PaymentJobDeps): Job {
  const provider = (id: string) => providers.byId(id);
  const onError = (error: unknown, payment: { id: number; provider: string }) =>
    logger.warn({ err: error, paymentId: payment.id, provider: payment.provider }, 'payment not reconciled');
  return {
    name: 'reconcile-payments',
    done: 'open payments and pending refunds settled from their provider',
    everyMs: 5 * MINUTE_MS,
    run: async () =>
      (await reconcilePayments({ db, now, provider, onSettled: (settled) => announceSettled(realtime, settled), onError })) +
      (await reconcileRefunds({ db, now, provider, onMoved: (moved) => announceCredits(realtime, moved), onError })),
  };
}

export function paymentJobs(deps: PaymentJobDeps): Job[] {
  const { sandbox } = deps.providers;
  return sandbox ? [sandboxTasksJob(sandbox), reconcileJob(deps)] : [reconcileJob(deps)];
}
