import type { messages, photos, profiles } from '#server/db/schema';
import { presentCard } from './members';

type MessageRow = typeof messages.$inferSelect;

/** A message as the API shows it; a photo's files are addressed through the site's CDN prefix. */
export function presentMessage(message: MessageRow, cdnPrefix: string) {
  return {
    id: message.id,
    sender_id: message.senderId,
    type: message.type,
    text: message.text,
    gift: message.gift,
    photo:
      message.photoFilename && message.photoThumbFilename
        ? { url: `${cdnPrefix}${message.photoFilename}`, thumb_url: `${cdnPrefix}${message.photoThumbFilename}` }
        : null,
    created_at: message.createdAt.toISOString(),
  };
}

/** A message as GET /api/chat.php presents it (text may be empty for a gift or a photo). */
export type ChatMessage = ReturnType<typeof presentMessage>;

/** A sent message also names its conversation: the sender's answer and the live event carry this. */
export function presentSentMessage(message: MessageRow, cdnPrefix: string) {
  return { ...presentMessage(message, cdnPrefix), conversation_id: message.conversationId };
}

export type SentMessage = ReturnType<typeof presentSentMessage>;

/** One conversation of the member's list as the domain loaded it (server/domain/chat/read.ts). */
export interface LoadedChat {
  conversationId: number;
  other: { profile: typeof profiles.$inferSelect; photo: typeof photos.$inferSelect | null };
  unread: number;
  lastMessage: MessageRow | null;
}

export function presentChatSummary(chat: LoadedChat, cdnPrefix: string, today: Date) {
  return {
    conversation: { id: chat.conversationId },
    profile: presentCard(chat.other.profile, chat.other.photo, cdnPrefix, today),
    num_unread_messages: chat.unread,
    last_message: chat.lastMessage ? presentMessage(chat.lastMessage, cdnPrefix) : null,
  };
}

export type ChatSummary = ReturnType<typeof presentChatSummary>;

/** GET /api/chats.php: most recent first, with unread counts. */
export function presentChatList(chats: readonly LoadedChat[], cdnPrefix: string, today: Date) {
  return { chats: chats.map((chat) => presentChatSummary(chat, cdnPrefix, today)) };
}

/** One page of a conversation as the domain loaded it, newest first. */
export interface LoadedConversationPage {
  conversationId: number;
  /** The other member's read mark (0 when nothing is read). */
  readUpTo: number;
  messages: readonly MessageRow[];
  /** The id to ask for older messages with (`before`), or null at the end. */
  cursor: number | null;
  /** Older messages exist but are past the tenant's history limit (the privacy notice shows). */
  historyLimited: boolean;
}

/** GET /api/chat.php. */
export function presentConversationPage(page: LoadedConversationPage, cdnPrefix: string) {
  return {
    conversation: { id: page.conversationId, read_up_to: page.readUpTo },
    messages: page.messages.map((message) => presentMessage(message, cdnPrefix)),
    cursor: page.cursor,
    history_limited: page.historyLimited,
  };
}

export type ConversationPage = ReturnType<typeof presentConversationPage>;
