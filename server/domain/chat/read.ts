import { and, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { conversationMembers, conversations, messages, profiles } from '#server/db/schema';
import type { Tenant } from '#server/tenancy/schema';
import type { User } from '../accounts/context';
import { DomainError } from '../errors';
import type { LoadedChat, LoadedConversationPage } from '#server/presenters/chat';
import { visibleTenants } from '../members/visibility';
import { profilesWithMainPhoto } from '../members/with-main-photo';
import { strangerPhotoIds } from './stranger-photos';

const LIST_LIMIT = 100;
export const PAGE_SIZE = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** GET /api/chats.php: the member's conversations, most recent first, with unread counts. */
export async function listConversations(db: Db, tenant: Tenant, user: User): Promise<LoadedChat[]> {
  // Each conversation's last message by one step down its (conversation, id) index, in the same
  // query: a max() per conversation would read every message of a long conversation.
  const last = db.select().from(messages).where(eq(messages.conversationId, conversations.id)).orderBy(desc(messages.id)).limit(1).as('last_message');
  const rows = await db
    .select({ conversation: conversations, state: conversationMembers, lastMessage: last._.selectedFields })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .leftJoinLateral(last, sql`true`)
    .where(and(eq(conversationMembers.userId, user.id), isNull(conversationMembers.removedAt)))
    .orderBy(desc(conversationMembers.lastMessageAt))
    .limit(LIST_LIMIT);
  const otherIds = rows.map(({ conversation }) => (conversation.memberA === user.id ? conversation.memberB : conversation.memberA));
  if (!otherIds.length) return [];
  const others = await profilesWithMainPhoto(db).where(and(inArray(profiles.userId, otherIds), inArray(profiles.tenantId, visibleTenants(tenant))));
  const lastMessages = rows.flatMap(({ lastMessage }) => (lastMessage ? [lastMessage] : []));
  // Only a conversation whose last message is a photo from the other member asks anything more.
  const blurred = await Promise.all(lastMessages.map((message) => strangerPhotoIds(db, user.id, message.conversationId, [message])));
  return rows.flatMap(({ conversation, state, lastMessage }) => {
    const otherId = conversation.memberA === user.id ? conversation.memberB : conversation.memberA;
    const other = others.find(({ profile }) => profile.userId === otherId);
    if (!other) return [];
    const lastMessageBlurred = lastMessage !== null && blurred.some((ids) => ids.has(lastMessage.id));
    return [{ conversationId: conversation.id, other, unread: state.unread, lastMessage, lastMessageBlurred }];
  });
}

async function ownConversation(db: Db, user: User, conversationId: number) {
  const [row] = await db
    .select({ conversation: conversations })
    .from(conversations)
    .innerJoin(conversationMembers, and(eq(conversationMembers.conversationId, conversations.id), eq(conversationMembers.userId, user.id)))
    .where(eq(conversations.id, conversationId))
    .limit(1);
  if (!row) throw new DomainError(404, 'chat_not_found', 'chat.not_found');
  return row.conversation;
}

/** The other member of one of the member's conversations (sending by conversation id). */
export async function conversationPartner(db: Db, user: User, conversationId: number): Promise<number> {
  const conversation = await ownConversation(db, user, conversationId);
  return conversation.memberA === user.id ? conversation.memberB : conversation.memberA;
}

/**
 * Who hears that this member is typing in a conversation: its other member, or null when the
 * conversation is not theirs (the realtime socket relays nothing then).
 */
export async function typingRecipient(db: Db, userId: number, conversationId: number): Promise<number | null> {
  const [conversation] = await db
    .select({ memberA: conversations.memberA, memberB: conversations.memberB })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), or(eq(conversations.memberA, userId), eq(conversations.memberB, userId))))
    .limit(1);
  if (!conversation) return null;
  return conversation.memberA === userId ? conversation.memberB : conversation.memberA;
}

/**
 * GET /api/chat.php: one conversation's messages, newest page first (keyset on id, `before`),
 * never older than the tenant's history limit. Opening it sets its unread count to 0.
 */
export async function readConversation(
  db: Db,
  tenant: Tenant,
  user: User,
  input: { conversationId: number; before?: number | undefined },
  now: Date,
): Promise<{ page: LoadedConversationPage; receipt: { to: number; readUpTo: number } | null }> {
  const conversation = await ownConversation(db, user, input.conversationId);
  const oldest = new Date(now.getTime() - tenant.chat_history_days * DAY_MS);
  const page = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversation.id), gte(messages.createdAt, oldest), input.before ? lt(messages.id, input.before) : undefined))
    .orderBy(desc(messages.id))
    .limit(PAGE_SIZE + 1);
  const shown = page.slice(0, PAGE_SIZE);
  const newest = shown[0];
  const otherId = conversation.memberA === user.id ? conversation.memberB : conversation.memberA;
  // Opening the newest page reads it. Only a real step forward counts: an open chat refetched
  // again changes nothing and tells nobody (two open chats would otherwise ping-pong receipts).
  let markedRead: number | null = null;
  if (!input.before && newest) {
    const moved = await db
      .update(conversationMembers)
      .set({ unread: 0, lastReadMessageId: sql`greatest(${conversationMembers.lastReadMessageId}, ${newest.id})` })
      .where(
        and(
          eq(conversationMembers.conversationId, conversation.id),
          eq(conversationMembers.userId, user.id),
          sql`(${conversationMembers.lastReadMessageId} < ${newest.id} or ${conversationMembers.unread} > 0)`,
        ),
      )
      .returning({ lastRead: conversationMembers.lastReadMessageId });
    markedRead = moved[0]?.lastRead ?? null;
  }
  const [other] = await db
    .select({ lastRead: conversationMembers.lastReadMessageId })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.conversationId, conversation.id), sql`${conversationMembers.userId} <> ${user.id}`));
  const atEnd = page.length <= PAGE_SIZE;
  const [older] = atEnd
    ? await db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.conversationId, conversation.id), lt(messages.createdAt, oldest)))
        .limit(1)
    : [];
  return {
    page: {
      conversationId: conversation.id,
      readUpTo: other?.lastRead ?? 0,
      messages: shown,
      cursor: atEnd ? null : (shown.at(-1)?.id ?? null),
      historyLimited: Boolean(older),
      blurredIds: await strangerPhotoIds(db, user.id, conversation.id, shown),
    },
    /** For the read receipt: who to tell, and up to which message (not sent to clients). */
    receipt: markedRead ? { to: otherId, readUpTo: markedRead } : null,
  };
}

/** DELETE /api/chat.php: the conversation leaves the member's list until a new message arrives. */
export async function removeConversation(db: Db, user: User, conversationId: number, now: Date): Promise<void> {
  await ownConversation(db, user, conversationId);
  await db
    .update(conversationMembers)
    .set({ removedAt: now, unread: 0 })
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, user.id)));
}
