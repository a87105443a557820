import { count, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { conversations } from '#server/platform/db/schema';
import { FREE_CONVERSATIONS } from '#server/contract/membership-limits';
import type { User } from '../accounts/context';
import { haveConversation } from './read';

type Reader = Pick<Db, 'select'>;

/** Conversations the member started, removed ones included: removing one gives no new start. */
export async function startedConversations(db: Reader, userId: number): Promise<number> {
  const [started] = await db.select({ total: count() }).from(conversations).where(eq(conversations.startedBy, userId));
  return started?.total ?? 0;
}

/**
 * How many more conversations the member may start: null when no limit applies — premium
 * members, and writing to `partnerId` when the pair already has a conversation (one the member
 * removed from their list). The new-conversation screen asks first, so a free member at the
 * limit learns why before writing.
 */
export async function conversationsLeft(db: Reader, user: Pick<User, 'id' | 'paidUser'>, partnerId?: number): Promise<number | null> {
  if (user.paidUser) return null;
  if (partnerId !== undefined && (await haveConversation(db, user.id, partnerId))) return null;
  return Math.max(0, FREE_CONVERSATIONS - (await startedConversations(db, user.id)));
}
