import type { Tenant } from '#server/platform/tenancy/schema';

/**
 * What a message costs: the tenant's message_credits, or its minimum_message_costs for the
 * member's country when it sets one (settings' minimum_message_costs_value is the same rule).
 */
export function messageCost(tenant: Pick<Tenant, 'message_credits' | 'minimum_message_costs'>, country: string): number {
  return tenant.minimum_message_costs[country]?.costs ?? tenant.message_credits;
}

/** Gifts and photos have their own prices; text and icebreakers cost a message. */
export function sendCost(
  tenant: Pick<Tenant, 'message_credits' | 'minimum_message_costs' | 'gift_credits' | 'photo_credits'>,
  type: string,
  country: string,
): number {
  if (type === 'gift') return tenant.gift_credits;
  if (type === 'photo') return tenant.photo_credits;
  return messageCost(tenant, country);
}

/** Conversations keep the lower member id first, so one pair has one conversation. */
export function orderedPair(first: number, second: number): [number, number] {
  return first < second ? [first, second] : [second, first];
}
