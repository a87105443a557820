import { queryOptions, replaceEqualDeep, useQuery } from '@tanstack/react-query';
import type { ChatMessage, ChatSummary, ConversationPage } from '#server/contract/answers/chat';
import type { ApiClient } from '../api/client';
import { usePageEnv } from '../app-context';
import { useCurrentUser } from './user';
import { queryKeys } from './keys';
import type { SentMessage } from '#server/contract/answers/chat';

export type { ChatMessage, ChatSummary, ConversationPage };

export const chatsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: queryKeys.chats, queryFn: () => api.get<{ chats: ChatSummary[] }>('/api/chats.php').then((body) => body.chats), staleTime: 10_000 });

/**
 * How many more conversations the member may start, writing to `profileId` (null: no limit, for
 * premium members or a pair that has a conversation). Under the chats key, so a send (which
 * invalidates the list) asks again.
 */
export const chatAllowanceQuery = (api: ApiClient, profileId: number) =>
  queryOptions({
    queryKey: queryKeys.chatAllowance(profileId),
    queryFn: () =>
      api.get<{ conversations_left: number | null }>('/api/chat-allowance.php', { profile_id: String(profileId) }).then((body) => body.conversations_left),
  });

/**
 * News arrive over the realtime socket; like the other lists (docs/product.md#client-refresh) the
 * open conversation also polls every 60 s as the fallback. (The refetches once seen to go missing were read receipts
 * ping-ponging between two open chats, each cancelling the other's refetch: fixed on both sides.)
 */
export const OPEN_CHAT_POLL_MS = 60_000;

export const conversationQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: queryKeys.conversation(id),
    queryFn: () => api.get<ConversationPage>('/api/chat.php', { id: String(id) }),
    refetchInterval: OPEN_CHAT_POLL_MS,
    structuralSharing: (previous, next) => keepReadMark(previous as ConversationPage | undefined, next as ConversationPage),
  });

/**
 * A read mark only moves forward. The other member's `read` event sets it in place
 * (client/realtime/live.ts), and a refetch that read the conversation just before they read it
 * can answer just after the event came: its older mark must not take the "read" back.
 */
function keepReadMark(previous: ConversationPage | undefined, next: ConversationPage): ConversationPage {
  const readUpTo = Math.max(previous?.conversation.read_up_to ?? 0, next.conversation.read_up_to);
  const merged = readUpTo === next.conversation.read_up_to ? next : { ...next, conversation: { ...next.conversation, read_up_to: readUpTo } };
  return replaceEqualDeep(previous, merged);
}

export function useChats(): ChatSummary[] | undefined {
  const { api } = usePageEnv();
  const user = useCurrentUser();
  return useQuery({ ...chatsQuery(api), enabled: Boolean(user) }).data;
}

/** Conversations with unread messages: the badge and the title count chats, 99+ above 99 (docs/product.md#chat-read). */
export function useUnreadChats(): number {
  return useChats()?.filter((chat) => chat.num_unread_messages > 0).length ?? 0;
}

/** What a send answers: the stored message as the sender sees it, and the sender's balance after it. */
export type SentMessageAnswer = { message: SentMessage; credits: number };

/** A text or gift (JSON) or a photo (multipart, with the same fields). */
export const sendChatMessage = (api: ApiClient, body: FormData | Record<string, unknown>) => api.send<SentMessageAnswer>('POST', '/api/chat.php', body);

export const removeConversation = (api: ApiClient, conversationId: number) => api.send('DELETE', '/api/chat.php', { conversation: conversationId });
