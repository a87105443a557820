import { useTimeBonus } from '#client/components/TimeBonus/useTimeBonus';
import { discountedPrice, useDiscountCode, type DiscountCodeState } from './useDiscountCode';

/** The discount a price shows, and the code an order carries for it. */
export interface Offer {
  code: string;
  percentage: number;
}

/**
 * The discount every price shows (docs/product.md#credits-discounts): the visit's code once the
 * server accepted it, else the running welcome discount (the time bonus). It is the rule the
 * server charges by (server/core/domain/payments/offer-discount.ts), so /credits, the checkout,
 * /premium, /pricing, the chat's offer and the direct debit form show one price. A page with the
 * code field passes its own state, so a code entered there counts at once.
 */
export function useOffer(state?: DiscountCodeState): Offer | null {
  const own = useDiscountCode();
  const bonus = useTimeBonus();
  const { discount } = state ?? own;
  if (discount && !discount.expired) return { code: discount.code, percentage: discount.value_percentage };
  return bonus ? { code: bonus.code, percentage: bonus.percentage } : null;
}

/** A package's price (major units) under the offer. */
export function offerPrice(price: number, offer: Offer | null): number {
  return offer ? discountedPrice(price, offer.percentage) : price;
}
