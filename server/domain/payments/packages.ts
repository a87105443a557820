import type { Tenant } from '../../tenancy/schema';
import { DomainError } from '../errors';
import { currencyFor, type Currency } from './currencies';

/** A credit package as a tenant file lists it; prices in minor units (cents) per currency. */
export interface CreditPackage {
  id: string;
  credits: number;
  prices: Partial<Record<Currency, number>>;
  highlighted: boolean;
}

/** The packages a site sells when its file lists none (SPEC leaves prices to the operator). */
export const DEFAULT_PACKAGES: CreditPackage[] = [
  { id: 'starter', credits: 100, highlighted: false, prices: { EUR: 1995, GBP: 1795, CHF: 1995, PLN: 8900, SEK: 22900, NOK: 22900, DKK: 14900, USD: 2195, CZK: 49900 } },
  { id: 'popular', credits: 250, highlighted: true, prices: { EUR: 3995, GBP: 3495, CHF: 3995, PLN: 17900, SEK: 45900, NOK: 45900, DKK: 29900, USD: 4395, CZK: 99900 } },
  { id: 'value', credits: 600, highlighted: false, prices: { EUR: 7995, GBP: 6995, CHF: 7995, PLN: 34900, SEK: 89900, NOK: 89900, DKK: 59900, USD: 8795, CZK: 199900 } },
];

export interface PricedPackage {
  id: string;
  credits: number;
  /** Minor units in `currency`. */
  price: number;
  currency: Currency;
  highlighted: boolean;
}

/**
 * The packages in the member's currency; a site without prices in that currency sells in euros
 * (so a member is never shown an empty page).
 */
export function packagesFor(tenant: Pick<Tenant, 'payments'>, currency: Currency): PricedPackage[] {
  const sold = tenant.payments.packages.filter((item) => item.prices[currency] !== undefined);
  const shownCurrency: Currency = sold.length ? currency : 'EUR';
  return tenant.payments.packages.flatMap((item) => {
    const price = item.prices[shownCurrency];
    return price === undefined ? [] : [{ id: item.id, credits: item.credits, price, currency: shownCurrency, highlighted: item.highlighted }];
  });
}

/** A package of the site in the member's currency; an unknown id is not found. */
export function findPackage(tenant: Pick<Tenant, 'payments'>, country: string, packageId: string): PricedPackage {
  const found = packagesFor(tenant, currencyFor(country)).find((item) => item.id === packageId);
  if (!found) throw new DomainError(404, 'package_not_found', 'payments.package_not_found');
  return found;
}
