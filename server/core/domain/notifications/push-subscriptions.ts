import { and, desc, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { pushSubscriptions } from '#server/platform/db/schema';
import type { AddressPolicy } from '#server/adapters/web-push/endpoint-policy';
import { canonicalKey } from '#server/adapters/web-push/keys';
import { DomainError } from '../errors';

/** Devices per member; a member past it loses the one that has been quiet longest. */
export const MAX_PUSH_SUBSCRIPTIONS = 20;

export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

interface Member {
  id: number;
  tenantId: string;
}

/**
 * Saves a browser's subscription for the member (docs/decisions/0085-web-push.md). Saving it again
 * only refreshes its keys. An endpoint another member of the site had (a shared browser) starts
 * over as a new row: pushes already planned for that member go to a row id that no longer exists,
 * never to this member's screen.
 */
export async function savePushSubscription(db: Db, member: Member, subscription: PushSubscriptionInput, policy: AddressPolicy): Promise<void> {
  if (policy.refusal(subscription.endpoint)) throw new DomainError(400, 'push_endpoint_refused', 'errors.push_endpoint_refused');
  const keys = { p256dh: canonicalKey(subscription.keys.p256dh), auth: canonicalKey(subscription.keys.auth) };
  const sameEndpoint = and(eq(pushSubscriptions.tenantId, member.tenantId), eq(pushSubscriptions.endpoint, subscription.endpoint));
  await db.transaction(async (tx) => {
    await tx.delete(pushSubscriptions).where(and(sameEndpoint, ne(pushSubscriptions.userId, member.id)));
    await tx
      .insert(pushSubscriptions)
      .values({ tenantId: member.tenantId, userId: member.id, endpoint: subscription.endpoint, ...keys })
      .onConflictDoUpdate({ target: [pushSubscriptions.tenantId, pushSubscriptions.endpoint], set: keys });
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, member.id))
      .orderBy(desc(sql`greatest(${pushSubscriptions.lastSuccessAt}, ${pushSubscriptions.createdAt})`), desc(pushSubscriptions.id))
      .limit(MAX_PUSH_SUBSCRIPTIONS);
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, member.id), notInArray(pushSubscriptions.id, kept)));
  });
}

/** Forgets one of the member's devices (unsubscribed, or permission denied); another member's endpoint is left alone. */
export async function removePushSubscription(db: Db, member: Member, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, member.id), eq(pushSubscriptions.endpoint, endpoint)));
}
