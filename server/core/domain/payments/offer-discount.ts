import type { Db } from '#server/platform/db/client';
import type { Tenant } from '#server/platform/tenancy/schema';
import type { User } from '../accounts/context';
import { checkDiscount, findDiscount, welcomeDiscount } from './discounts';
import type { PricedPackage } from './packages';

/** The discount an order is charged with; the price is `discounted(list, percentage)` (contract/discount-math.ts). */
export interface OrderDiscount {
  code: string;
  percentage: number;
}

/**
 * The one rule for what an order costs (docs/product.md#credits-discounts, issue 30): the code the
 * member entered, checked for this package, currency and method; without one, the welcome discount
 * (the time bonus) while it runs; else the list price. Every way to pay (checkout, repeat order,
 * direct debit) is charged by it, and the pages show the same rule (client/pages/credits/useOffer.ts),
 * so no surface can show one price and charge another.
 */
export async function orderDiscount(
  db: Db,
  buyer: { tenant: Tenant; user: User; country: string },
  order: { item: PricedPackage; method: string; code?: string | undefined },
  now: Date,
): Promise<OrderDiscount | undefined> {
  const code = order.code?.trim();
  const found = code
    ? await findDiscount(db, buyer.tenant, buyer.user, { code, country: buyer.country }, now)
    : ((await welcomeDiscount(db, buyer.user, now)) ?? undefined);
  if (!found) return undefined;
  checkDiscount(found, { amount: order.item.price, currency: order.item.currency, method: order.method });
  return { code: found.code, percentage: found.value_percentage };
}
