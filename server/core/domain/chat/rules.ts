/** Conversations keep the lower member id first, so one pair has one conversation. */
export function orderedPair(first: number, second: number): [number, number] {
  return first < second ? [first, second] : [second, first];
}
