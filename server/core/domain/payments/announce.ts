import type { Notice, Realtime } from '#server/platform/realtime/events';
import type { CreditsMoved } from './refunds';
import type { Settled } from './settle';

/** Tells the member's open pages that a payment moved, and their new balance when credits did. */
export async function announceSettled(realtime: Realtime, settled: Settled): Promise<void> {
  const { userId } = settled;
  // An erased member's payment has no pages to tell.
  if (userId === null) return;
  const notices: Notice[] = [{ to: [userId], type: 'payment', payload: { payment_id: settled.paymentId, status: settled.status } }];
  if (settled.credits !== null) notices.push({ to: [userId], type: 'credits', payload: { credits: settled.credits } });
  return realtime.emitAll(notices);
}

/** Tells the member's open pages their new balance after a refund took credits back or a failed one returned them. */
export function announceCredits(realtime: Realtime, moved: CreditsMoved): Promise<void> {
  return realtime.emitAll([{ to: [moved.userId], type: 'credits', payload: { credits: moved.credits } }]);
}
