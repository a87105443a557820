import type { Config } from '../config';

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
