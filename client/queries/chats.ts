import { queryOptions, useQuery } from '@tanstack/react-query';
import type { presentMessage } from '#server/domain/chat/presenter';
import type { ApiClient } from '../api/client';
import { usePageEnv } from '../app-context';
import type { ProfileCard } from './members';
import { useCurrentUser } from './user';

/** A message as GET /api/chat.php presents it (text may be empty for a gift or a photo). */
export type ChatMessage = ReturnType<typeof presentMessage>;

export interface ChatSummary {
  conversation: { id: number };
  profile: ProfileCard;
  num_unread_messages: number;
  last_message: ChatMessage | null;
}

export interface ConversationPage {
  conversation: { id: number; read_up_to: number };
  messages: ChatMessage[];
  cursor: number | null;
  history_limited: boolean;
}

export const CHATS_KEY = ['chats'] as const;

export const chatsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: CHATS_KEY, queryFn: () => api.get<{ chats: ChatSummary[] }>('/api/chats.php').then((body) => body.chats), staleTime: 10_000 });

/**
 * News arrive over the realtime socket; like the other lists (docs/product.md#client-refresh) the
 * open conversation also polls every 60 s as the fallback. (The refetches once seen to go missing were read receipts
 * ping-ponging between two open chats, each cancelling the other's refetch: fixed on both sides.)
 */
export const OPEN_CHAT_POLL_MS = 60_000;

export const conversationQuery = (api: ApiClient, id: number) =>
  queryOptions({ queryKey: ['chat', id], queryFn: () => api.get<ConversationPage>('/api/chat.php', { id: String(id) }), refetchInterval: OPEN_CHAT_POLL_MS });

export function useChats(): ChatSummary[] | undefined {
  const { api } = usePageEnv();
  const user = useCurrentUser();
  return useQuery({ ...chatsQuery(api), enabled: Boolean(user) }).data;
}

/** Conversations with unread messages: the badge and the title count chats, 99+ above 99 (docs/product.md#chat-read). */
export function useUnreadChats(): number {
  return useChats()?.filter((chat) => chat.num_unread_messages > 0).length ?? 0;
}
