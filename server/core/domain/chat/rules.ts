/**
 * What a send costs is the one price rule the settings and the pricing page show too: it lives in
 * server/contract/prices.ts, where the browser can read it.
 */
export { messageCost, sendCost } from '#server/contract/prices';

/** Conversations keep the lower member id first, so one pair has one conversation. */
export function orderedPair(first: number, second: number): [number, number] {
  return first < second ? [first, second] : [second, first];
}
