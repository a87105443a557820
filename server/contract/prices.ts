import type { MessageCostRule } from './answers/site';

/** What a site's file says about prices per send (tenants/<id>.json). */
export interface SendPrices {
  message_credits: number;
  minimum_message_costs: Readonly<Record<string, MessageCostRule>>;
  gift_credits: number;
  photo_credits: number;
}

/**
 * The country a price is read in (docs/product.md#settings): a member's is their profile's, wherever
 * they are browsing from, so what they are shown is what a send charges them; a visitor (no profile
 * yet) gets their own when the site serves it, else the site's first country. One rule for the
 * settings' minimum_message_costs_value, the pricing page and a chat send.
 */
export function pricingCountry(site: { countries: readonly string[] }, memberCountry: string | null | undefined, visitorCountry: string | null): string {
  if (memberCountry) return memberCountry;
  return visitorCountry && site.countries.includes(visitorCountry) ? visitorCountry : (site.countries[0] as string);
}

/** What a text or icebreaker costs in a country: the site's minimum there when it sets one, else its message_credits. */
export function messageCost(site: Pick<SendPrices, 'message_credits' | 'minimum_message_costs'>, country: string): number {
  return site.minimum_message_costs[country]?.costs ?? site.message_credits;
}

/** Gifts and photos have their own prices in every country; text and icebreakers cost a message. */
export function sendCost(site: SendPrices, type: string, country: string): number {
  if (type === 'gift') return site.gift_credits;
  if (type === 'photo') return site.photo_credits;
  return messageCost(site, country);
}
