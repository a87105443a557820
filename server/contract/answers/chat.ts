import type { ProfileCard } from './members';
import type { MessageType } from './vocabulary';

/** A message as GET /api/chat.php presents it (text may be empty for a gift or a photo). */
export interface ChatMessage {
  id: number;
  sender_id: number;
  type: MessageType;
  text: string;
  gift: string | null;
  photo: { url: string; thumb_url: string } | null;
  /** A stranger's photo, shown blurred until the viewer taps it (decision 0098). */
  blurred: boolean;
  created_at: string;
}

/** A sent message also names its conversation: the sender's answer and the live events carry this. */
export interface SentMessage extends ChatMessage {
  conversation_id: number;
}

/** One conversation of GET /api/chats.php. */
export interface ChatSummary {
  conversation: { id: number };
  profile: ProfileCard;
  num_unread_messages: number;
  last_message: ChatMessage | null;
}

/** GET /api/chat.php: one page of a conversation, newest first. */
export interface ConversationPage {
  conversation: { id: number; read_up_to: number };
  messages: ChatMessage[];
  /** The id to ask for older messages with (`before`), or null at the end. */
  cursor: number | null;
  history_limited: boolean;
}
