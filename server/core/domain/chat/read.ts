import { and, desc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { preparedPerDatabase } from '#server/platform/db/prepared';
import { conversationMembers, conversations, messages, photos, profiles, users } from '#server/platform/db/schema';
import type { Tenant } from '#server/platform/tenancy/schema';
import type { User } from '../accounts/context';
import { DomainError } from '../errors';
import { visibleTenants } from '../members/visibility';
import { cardProfileColumns, visibleMainPhoto, type CardProfile } from '../members/with-main-photo';
import { presenceCutoff, showsOnline } from '#server/platform/realtime/presence';
import { storeEvents } from '#server/platform/realtime/events';
import type { LiveEvent } from '#server/platform/realtime/bus';
import { markRead } from './read-mark';
import { orderedPair } from './rules';
import { strangerPhotoIds } from './stranger-photos';

type MessageRow = typeof messages.$inferSelect;

/** One conversation of the member's list as it is loaded (presented by server/core/presenters/chat.ts). */
export interface LoadedChat {
  conversationId: number;
  other: { profile: CardProfile; photo: typeof photos.$inferSelect | null };
  unread: number;
  lastMessage: MessageRow | null;
  /** The last message is a stranger's photo this member has not written back to. */
  lastMessageBlurred: boolean;
  /** The other member shows as online (server/platform/realtime/presence.ts). */
  online: boolean;
}

/** One page of a conversation as it is loaded, newest first. */
export interface LoadedConversationPage {
  conversationId: number;
  /** The other member's read mark (0 when nothing is read). */
  readUpTo: number;
  messages: readonly MessageRow[];
  /** The id to ask for older messages with (`before`), or null at the end. */
  cursor: number | null;
  /** Older messages exist but are past the tenant's history limit (the privacy notice shows). */
  historyLimited: boolean;
  /** Messages that reach this reader blurred: strangers' photos (server/core/domain/chat/stranger-photos.ts). */
  blurredIds: ReadonlySet<number>;
}

const LIST_LIMIT = 100;
export const PAGE_SIZE = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The member's conversations, most recent first, each with the other member's card, the last
 * message and whether the other member shows as online: one query on indexes (the member's list
 * index, then one key lookup per row; presence from the open sockets). Its values are
 * placeholders: `userId`, `sites` (where the other member's profile may live) and `cutoff`
 * (`presenceCutoff`), so it is built and planned once.
 */
export function chatListQuery(db: Db) {
  const userId = sql.placeholder('userId');
  // Each conversation's last message by one step down its (conversation, id) index, in the same
  // query: a max() per conversation would read every message of a long conversation.
  const last = db.select().from(messages).where(eq(messages.conversationId, conversations.id)).orderBy(desc(messages.id)).limit(1).as('last_message');
  const otherId = sql`case when ${conversations.memberA} = ${userId} then ${conversations.memberB} else ${conversations.memberA} end`;
  return db
    .select({
      conversation: conversations,
      state: conversationMembers,
      lastMessage: last._.selectedFields,
      profile: cardProfileColumns,
      photo: photos,
      online: showsOnline(sql.placeholder('cutoff')),
    })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .innerJoin(profiles, and(eq(profiles.userId, otherId), sql`${profiles.tenantId} = some(${sql.placeholder('sites')}::text[])`))
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(photos, visibleMainPhoto)
    .leftJoinLateral(last, sql`true`)
    .where(and(eq(conversationMembers.userId, userId), isNull(conversationMembers.removedAt)))
    .orderBy(desc(conversationMembers.lastMessageAt))
    .limit(LIST_LIMIT);
}

/** Every open chat list asks this, so it is prepared once per database: building it took about as long as running it, and PostgreSQL planned it anew each time (docs/bench.md). */
const chatList = preparedPerDatabase((db) => chatListQuery(db).prepare('chat_list'));

/** GET /api/chats.php: the list above, with the last messages that reach the member blurred. */
export async function listConversations(db: Db, tenant: Tenant, user: User, now: Date): Promise<LoadedChat[]> {
  // A resold member answers on their home site: the writer from a reselling sister site is listed
  // there too (decision 0123); the conversation itself is the proof they met under the rule.
  const sites = [...visibleTenants(tenant), ...(tenant.resell_from ?? [])];
  const rows = await chatList(db).execute({ userId: user.id, sites, cutoff: presenceCutoff(now).toISOString() });
  const lastMessages = rows.flatMap(({ lastMessage }) => (lastMessage ? [lastMessage] : []));
  // Only a conversation whose last message is a photo from the other member asks anything more.
  const blurred = await Promise.all(lastMessages.map((message) => strangerPhotoIds(db, user.id, message.conversationId, [message])));
  return rows.map(({ conversation, state, lastMessage, profile, photo, online }) => ({
    conversationId: conversation.id,
    other: { profile, photo },
    unread: state.unread,
    lastMessage,
    lastMessageBlurred: lastMessage !== null && blurred.some((ids) => ids.has(lastMessage.id)),
    online,
  }));
}

async function ownConversation(db: Pick<Db, 'select'>, user: User, conversationId: number) {
  const [row] = await db
    .select({ conversation: conversations })
    .from(conversations)
    .innerJoin(conversationMembers, and(eq(conversationMembers.conversationId, conversations.id), eq(conversationMembers.userId, user.id)))
    .where(eq(conversations.id, conversationId))
    .limit(1);
  if (!row) throw new DomainError(404, 'chat_not_found', 'chat.not_found');
  return row.conversation;
}

/** Whether these two members have a conversation (whoever started it): one step on its pair index. */
export async function haveConversation(db: Pick<Db, 'select'>, first: number, second: number): Promise<boolean> {
  const [memberA, memberB] = orderedPair(first, second);
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.memberA, memberA), eq(conversations.memberB, memberB)))
    .limit(1);
  return Boolean(row);
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
): Promise<{ page: LoadedConversationPage; events: LiveEvent[] }> {
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
  // Opening the newest page reads it (an older page reads nothing).
  const events = !input.before && newest ? await markRead(db, user, conversation, newest.id) : [];
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
    events,
  };
}

/**
 * POST /api/chat-read.php: an open conversation that received a message over the socket is read
 * up to it without fetching its page again. The mark moves only to one of the conversation's messages.
 */
export async function markReadUpTo(db: Db, user: User, conversationId: number, upTo: number): Promise<LiveEvent[]> {
  const conversation = await ownConversation(db, user, conversationId);
  const [message] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.conversationId, conversation.id), eq(messages.id, upTo)))
    .limit(1);
  if (!message) throw new DomainError(404, 'chat_not_found', 'chat.not_found');
  return markRead(db, user, conversation, message.id);
}

/**
 * DELETE /api/chat.php: the conversation leaves the member's list until a new message arrives;
 * the member's other tabs hear of it from the event stored with the change.
 */
export async function removeConversation(db: Db, user: User, conversationId: number, now: Date): Promise<LiveEvent[]> {
  await ownConversation(db, user, conversationId);
  return db.transaction(async (tx) => {
    await tx
      .update(conversationMembers)
      .set({ removedAt: now, unread: 0 })
      .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, user.id)));
    return storeEvents(tx, [{ to: [user.id], type: 'chat_removed', payload: { conversation_id: conversationId } }]);
  });
}
