import type { Notice, Realtime } from '#server/realtime/events';
import type { Settled } from './settle';

/** Tells the member's open pages that a payment moved, and their new balance when credits did. */
export function announceSettled(realtime: Realtime, settled: Settled): Promise<void> {
  const notices: Notice[] = [{ to: [settled.userId], type: 'payment', payload: { payment_id: settled.paymentId, status: settled.status } }];
  if (settled.credits !== null) notices.push({ to: [settled.userId], type: 'credits', payload: { credits: settled.credits } });
  return realtime.emitAll(notices);
}
