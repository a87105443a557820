import type { Currency } from './currencies';

/** A credit package as a tenant file lists it; prices in minor units (cents) per currency. */
export interface CreditPackage {
  id: string;
  credits: number;
  prices: Partial<Record<Currency, number>>;
  highlighted: boolean;
}

/** The packages a site sells when its file lists none (docs/product.md#credits-packages; prices are the operator's). */
export const DEFAULT_PACKAGES: CreditPackage[] = [
  {
    id: 'starter',
    credits: 100,
    highlighted: false,
    prices: { EUR: 1995, GBP: 1795, CHF: 1995, PLN: 8900, SEK: 22900, NOK: 22900, DKK: 14900, USD: 2195, CZK: 49900 },
  },
  {
    id: 'popular',
    credits: 250,
    highlighted: true,
    prices: { EUR: 3995, GBP: 3495, CHF: 3995, PLN: 17900, SEK: 45900, NOK: 45900, DKK: 29900, USD: 4395, CZK: 99900 },
  },
  {
    id: 'value',
    credits: 600,
    highlighted: false,
    prices: { EUR: 7995, GBP: 6995, CHF: 7995, PLN: 34900, SEK: 89900, NOK: 89900, DKK: 59900, USD: 8795, CZK: 199900 },
  },
];
