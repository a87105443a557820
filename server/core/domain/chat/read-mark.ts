import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { conversationMembers, type conversations } from '#server/platform/db/schema';
import type { LiveEvent } from '#server/platform/realtime/bus';
import { storeEvents } from '#server/platform/realtime/events';
import type { User } from '../accounts/context';

type Conversation = Pick<typeof conversations.$inferSelect, 'id' | 'memberA' | 'memberB'>;

/**
 * Moves the member's read mark up to `upTo` and sets their unread count to 0. Only a real step
 * forward counts: an open chat read again changes nothing and tells nobody (two open chats would
 * otherwise ping-pong receipts). A step stores, in the same transaction, the read mark for the
 * other member and the news for the reader's other tabs: both exist exactly when the mark moved.
 */
export async function markRead(db: Db, user: User, conversation: Conversation, upTo: number): Promise<LiveEvent[]> {
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(conversationMembers)
      .set({ unread: 0, lastReadMessageId: sql`greatest(${conversationMembers.lastReadMessageId}, ${upTo})` })
      .where(
        and(
          eq(conversationMembers.conversationId, conversation.id),
          eq(conversationMembers.userId, user.id),
          sql`(${conversationMembers.lastReadMessageId} < ${upTo} or ${conversationMembers.unread} > 0)`,
        ),
      )
      .returning({ lastRead: conversationMembers.lastReadMessageId });
    if (!moved) return [];
    const otherId = conversation.memberA === user.id ? conversation.memberB : conversation.memberA;
    return storeEvents(tx, [
      { to: [otherId], type: 'read', payload: { conversation_id: conversation.id, read_up_to: moved.lastRead } },
      { to: [user.id], type: 'chat_read', payload: { conversation_id: conversation.id } },
    ]);
  });
}
