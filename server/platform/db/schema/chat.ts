import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** One conversation per pair of members; member_a is always the lower id. */
export const conversations = pgTable(
  'conversations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    memberA: bigint('member_a', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberB: bigint('member_b', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who wrote first: free members may start only two conversations. */
    startedBy: bigint('started_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('conversations_pair').on(table.memberA, table.memberB),
    index('conversations_started_by').on(table.startedBy),
    // A member's conversations where they are the higher id (the console's member page; the pair index serves member_a).
    index('conversations_member_b').on(table.memberB, table.id),
  ],
);

/** Each member's side of a conversation: unread count, what they read, and whether they removed it. */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unread: integer('unread').notNull().default(0),
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull().default(0),
    /** Removed from the member's list; the next message brings it back. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.userId] }),
    index('conversation_members_list')
      .on(table.userId, table.lastMessageAt)
      .where(sql`${table.removedAt} is null`),
    // The console's inbox: conversations waiting for a fictional profile's answer (its side has
    // unread messages until an operator answers), oldest first, without reading answered ones.
    index('conversation_members_waiting')
      .on(table.userId, table.lastMessageAt)
      .where(sql`${table.unread} > 0`),
  ],
);

export const MESSAGE_TYPES = ['text', 'icebreaker', 'gift', 'photo'] as const;

/** A message; (sender, client_id) is unique so a retried send is stored and charged once. */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: bigint('sender_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: MESSAGE_TYPES }).notNull(),
    /** Empty for a gift or photo sent without a caption. */
    text: text('text').notNull(),
    /** A gift message's catalogue id (server/core/domain/chat/gifts.ts). */
    gift: text('gift'),
    /** A photo message's re-encoded image and thumbnail (storage keys). */
    photoFilename: text('photo_filename'),
    photoThumbFilename: text('photo_thumb_filename'),
    credits: integer('credits').notNull(),
    clientId: text('client_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The operator who wrote it as a fictional profile (console inbox); null for members. */
    operatorId: bigint('operator_id', { mode: 'number' }),
  },
  (table) => [
    index('messages_conversation').on(table.conversationId, table.id),
    uniqueIndex('messages_idempotency').on(table.senderId, table.clientId),
    // The dashboard counts the messages of a day range; rows arrive in time order, so a BRIN index is tiny and enough.
    index('messages_created_brin').using('brin', table.createdAt),
  ],
);
