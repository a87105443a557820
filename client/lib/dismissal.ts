/**
 * Whether an alert the member dismissed at `dismissedAt` (an ISO timestamp from localStorage,
 * docs/product.md#member-alerts) still rests at `now`. An unreadable value counts as never dismissed.
 */
export function dismissalHolds(dismissedAt: string | null, pauseMs: number, now: number): boolean {
  const dismissed = dismissedAt === null ? Number.NaN : Date.parse(dismissedAt);
  return Number.isFinite(dismissed) && now - dismissed < pauseMs;
}
