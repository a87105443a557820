import type { messages } from '#server/platform/db/schema';
import type { LoadedChat, LoadedConversationPage } from '#server/core/domain/chat/read';
import type { ChatSummary, ConversationPage, ChatMessage, SentMessage } from '#server/contract/answers/chat';
import { presentCard } from './members';

type MessageRow = typeof messages.$inferSelect;

/**
 * A message as the API shows it; a photo's files are addressed through the site's CDN prefix.
 * `blurred`: a stranger's photo, shown blurred until the viewer taps it (decision 0098); the
 * sender and the console always see it clear.
 */
export function presentMessage(message: MessageRow, cdnPrefix: string, blurred = false): ChatMessage {
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
    blurred,
    created_at: message.createdAt.toISOString(),
  };
}

/** A sent message also names its conversation: the sender's answer and the live events carry this. */
export function presentSentMessage(message: MessageRow, cdnPrefix: string, blurred = false): SentMessage {
  return { ...presentMessage(message, cdnPrefix, blurred), conversation_id: message.conversationId };
}

export function presentChatSummary(chat: LoadedChat, cdnPrefix: string, today: Date, online = false): ChatSummary {
  return {
    conversation: { id: chat.conversationId },
    profile: presentCard(chat.other.profile, chat.other.photo, cdnPrefix, today, online),
    num_unread_messages: chat.unread,
    last_message: chat.lastMessage ? presentMessage(chat.lastMessage, cdnPrefix, chat.lastMessageBlurred) : null,
  };
}

/** GET /api/chats.php: most recent first, with unread counts and who is online. */
export function presentChatList(chats: readonly LoadedChat[], cdnPrefix: string, today: Date) {
  return { chats: chats.map((chat) => presentChatSummary(chat, cdnPrefix, today, chat.online)) };
}

/** GET /api/chat.php. */
export function presentConversationPage(page: LoadedConversationPage, cdnPrefix: string): ConversationPage {
  return {
    conversation: { id: page.conversationId, read_up_to: page.readUpTo },
    messages: page.messages.map((message) => presentMessage(message, cdnPrefix, page.blurredIds.has(message.id))),
    cursor: page.cursor,
    history_limited: page.historyLimited,
  };
}
