import type { Tenant } from '#server/platform/tenancy/schema';
import { DomainError } from '../errors';
import { currencyFor, type Currency } from '#server/contract/currencies';

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
