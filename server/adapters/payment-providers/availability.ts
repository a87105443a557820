import type { Config } from '#server/platform/config';

type PaymentSettings = Pick<Config, 'NODE_ENV' | 'PAYMENTS' | 'MOLLIE_API_KEY'>;

/**
 * The sandbox lets a member mark their own payment paid: outside production it is the default
 * (the demo, development, tests); in production only where PAYMENTS=sandbox says so
 * (docs/decisions/0126-production-by-construction.md).
 */
export function sandboxAllowed(config: PaymentSettings): boolean {
  if (config.PAYMENTS !== undefined) return config.PAYMENTS === 'sandbox';
  return config.NODE_ENV !== 'production';
}

/** The Mollie key, unless PAYMENTS=none turns every payment off. */
export function mollieKey(config: PaymentSettings): string | undefined {
  return config.PAYMENTS === 'none' ? undefined : config.MOLLIE_API_KEY;
}

/**
 * Direct debit confirms the mandate with a code texted to the member: only where a text reaches
 * them. No SMS provider exists yet, so production offers it only when SMS=outbox says a staging
 * site reads its codes from the outbox; a member is never left waiting for a text that never comes.
 */
export function directDebitOffered(config: Pick<Config, 'NODE_ENV' | 'SMS'>): boolean {
  return config.NODE_ENV !== 'production' || config.SMS === 'outbox';
}
