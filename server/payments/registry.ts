import type { Db } from '../db/client';
import type { Logger } from '../logger';
import type { Tenant } from '../tenancy/schema';
import type { Deliver } from './deliver';
import { createMollieProvider } from './providers/mollie';
import type { PaymentProvider } from './providers/provider';
import { createSandboxProvider, type SandboxProvider } from './providers/sandbox';

export interface PaymentProviders {
  sandbox: SandboxProvider;
  /** The provider a site's payments go to (its file's choice; auto: Mollie when configured). */
  providerFor(tenant: Pick<Tenant, 'payments'>): PaymentProvider;
  /** The provider a webhook names in its path. */
  byId(id: string): PaymentProvider | undefined;
  /** Stops the sandbox's timers (its stored tasks wait for the next process). */
  close(): Promise<void>;
}

export function createPaymentProviders(options: {
  db: Db;
  logger: Logger;
  deliver: Deliver;
  now(): Date;
  sandboxSecret: string;
  mollieApiKey?: string | undefined;
  /** A Mollie adapter made elsewhere (tests); it wins over mollieApiKey. */
  mollie?: PaymentProvider | undefined;
  sandboxSettleDelayMs?: number;
}): PaymentProviders {
  const sandbox = createSandboxProvider({
    db: options.db,
    secret: options.sandboxSecret,
    deliver: options.deliver,
    logger: options.logger,
    now: options.now,
    settleDelayMs: options.sandboxSettleDelayMs,
  });
  const mollie = options.mollie ?? (options.mollieApiKey ? createMollieProvider({ apiKey: options.mollieApiKey }) : undefined);
  return {
    sandbox,
    providerFor(tenant) {
      const choice = tenant.payments.provider;
      if (choice === 'sandbox' || !mollie) return sandbox;
      return mollie;
    },
    byId: (id) => (id === 'sandbox' ? sandbox : id === 'mollie' ? mollie : undefined),
    close: () => sandbox.close(),
  };
}
