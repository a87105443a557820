import { desc, eq } from 'drizzle-orm';
import { conversations } from '#server/platform/db/schema';
import type { LiveEvent } from '#server/platform/realtime/bus';
import { storeEvents } from '#server/platform/realtime/events';
import type { Transaction } from './manage';

/**
 * How many of a member's newest conversations hear of a removed photo live: an open chat list or
 * conversation drops the photo at once. Older conversations show the next photo when next loaded.
 */
const LIVE_PARTNERS = 200;

async function partnersOf(tx: Transaction, userId: number): Promise<number[]> {
  type Side = typeof conversations.memberA | typeof conversations.memberB;
  const side = (own: Side, other: Side) =>
    tx.select({ id: other }).from(conversations).where(eq(own, userId)).orderBy(desc(conversations.id)).limit(LIVE_PARTNERS);
  const asA = await side(conversations.memberA, conversations.memberB);
  const asB = await side(conversations.memberB, conversations.memberA);
  return [...asA, ...asB].map((row) => row.id);
}

/**
 * `photo_removed` for each member whose photo went (decision 0146): to the member (their own
 * photos and the enrich alert) and to whoever they talk with, in the removal's transaction
 * (decision 0138); the caller publishes them once it committed. Members only refetch what shows
 * the member's face: the event carries no photo.
 */
export async function photoRemovedEvents(tx: Transaction, userIds: readonly number[]): Promise<LiveEvent[]> {
  const notices = [];
  for (const userId of new Set(userIds)) {
    notices.push({ to: [userId, ...(await partnersOf(tx, userId))], type: 'photo_removed' as const, payload: { profile_id: userId } });
  }
  return storeEvents(tx, notices);
}
