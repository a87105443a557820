import type { Db } from '#server/platform/db/client';
import type { Logger } from '#server/platform/logger';
import type { Tenant } from '#server/platform/tenancy/schema';
import type { Deliver } from './deliver';
import { createMollieProvider } from './providers/mollie';
import type { PaymentProvider } from './providers/provider';
import { createSandboxProvider, type SandboxProvider } from './providers/sandbox';

export interface PaymentProviders {
  /** The built-in sandbox; null where the deployment takes no sandbox payments (production without PAYMENTS=sandbox). */
  sandbox: SandboxProvider | null;
  /**
   * The provider a site's payments go to (its file's choice; auto: Mollie when configured, else the
   * sandbox where allowed); null: the site takes no payments now, and says so to the member.
   */
  providerFor(tenant: Pick<Tenant, 'payments'>): PaymentProvider | null;
  /** The provider a webhook names in its path. */
  byId(id: string): PaymentProvider | undefined;
  /** Stops the sandbox's timers (its stored tasks wait for the next process). */
  close(): Promise<void>;
}

/** The provider as members are offered it: without direct debit where its code cannot be texted. */
function offering(provider: PaymentProvider, directDebit: boolean): PaymentProvider {
  if (directDebit || !provider.supports.has('directdebit')) return provider;
  return { ...provider, supports: new Set([...provider.supports].filter((method) => method !== 'directdebit')) };
}

export function createPaymentProviders(options: {
  db: Db;
  logger: Logger;
  deliver: Deliver;
  now(): Date;
  sandboxSecret: string;
  /** Whether the sandbox may take payments (server/adapters/payment-providers/availability.ts). */
  sandboxAllowed: boolean;
  /** Whether direct debit is offered: its code must reach the member by text (server/adapters/payment-providers/availability.ts). */
  directDebit: boolean;
  mollieApiKey?: string | undefined;
  /** A Mollie adapter made elsewhere (tests); it wins over mollieApiKey. */
  mollie?: PaymentProvider | undefined;
  sandboxSettleDelayMs?: number;
}): PaymentProviders {
  const sandbox = options.sandboxAllowed
    ? createSandboxProvider({
        db: options.db,
        secret: options.sandboxSecret,
        deliver: options.deliver,
        logger: options.logger,
        now: options.now,
        settleDelayMs: options.sandboxSettleDelayMs,
      })
    : null;
  const mollie = options.mollie ?? (options.mollieApiKey ? createMollieProvider({ apiKey: options.mollieApiKey }) : undefined);
  const sandboxOffer = sandbox && offering(sandbox, options.directDebit);
  const mollieOffer = mollie && offering(mollie, options.directDebit);
  return {
    sandbox,
    providerFor(tenant) {
      if (tenant.payments.provider === 'sandbox') return sandboxOffer;
      return mollieOffer ?? sandboxOffer;
    },
    byId: (id) => (id === 'sandbox' ? (sandbox ?? undefined) : id === 'mollie' ? mollie : undefined),
    close: async () => sandbox?.close(),
  };
}
