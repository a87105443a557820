import type { Realtime } from '#server/platform/realtime/events';
import type { CreditsMoved } from './refunds';
import type { Settled } from './settle';

/**
 * Tells the member's open pages that a payment moved, and their new balance when credits did:
 * the events were stored with the change (settle.ts), this only delivers them after the commit.
 */
export function announceSettled(realtime: Realtime, settled: Settled): Promise<void> {
  return realtime.publish(settled.events);
}

/** Delivers a balance moved by a refund (taken back, or returned by a failed one), stored with the move (refunds.ts). */
export function announceCredits(realtime: Realtime, moved: CreditsMoved): Promise<void> {
  return realtime.publish(moved.events);
}
