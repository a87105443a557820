import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { blocks, conversations, profiles, users } from '#server/platform/db/schema';
import type { Tenant } from '#server/platform/tenancy/schema';
import type { User } from '../accounts/context';
import { DomainError } from '../errors';
import { reachableTo } from '../members/visibility';
import { pushReachable, type NoticeFacts } from '../notifications/message-notice';
import { orderedPair } from './rules';

/**
 * Who receives a message: their name for refusals, what decides whether they take a first
 * message, and how they hear of it (notifications/message-notice.ts).
 */
export type Recipient = NoticeFacts & { name: string; senderCountry: string | null; camHandle: string | null; onlyVerifiedMessages: boolean };

/**
 * Whom a member may write to: anyone they may see, and anyone they already talk with (whose
 * profile may be hidden, e.g. not confirmed yet) — never across a block or to a deleted account.
 */
export async function reachableRecipient(db: Db, tenant: Tenant, sender: User, profileId: number, now: Date): Promise<Recipient> {
  // The sender's country (it sets the price) comes along: one round trip less per message.
  const senderCountry = sql<string | null>`(select ${profiles.country} from ${profiles} where ${profiles.userId} = ${sender.id})`;
  const fields = {
    name: profiles.name,
    senderCountry,
    fictional: profiles.fictional,
    camHandle: profiles.camHandle,
    onlyVerifiedMessages: users.onlyVerifiedMessages,
    status: users.status,
    pushReachable: pushReachable(profileId, now),
  };
  const [visible] = await db
    .select(fields)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.userId, profileId), reachableTo(tenant, sender.id)))
    .limit(1);
  if (visible) return visible;
  const [memberA, memberB] = orderedPair(sender.id, profileId);
  const [talking] = await db
    .select(fields)
    .from(conversations)
    .innerJoin(profiles, eq(profiles.userId, profileId))
    .innerJoin(users, eq(users.id, profileId))
    .where(
      and(
        eq(conversations.memberA, memberA),
        eq(conversations.memberB, memberB),
        sql`${users.status} <> 'pending_deletion'`,
        sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${sender.id} and ${blocks.blockedId} = ${profileId}) or (${blocks.blockerId} = ${profileId} and ${blocks.blockedId} = ${sender.id}))`,
      ),
    )
    .limit(1);
  if (!talking) throw new DomainError(404, 'member_not_found', 'members.not_found');
  return talking;
}
