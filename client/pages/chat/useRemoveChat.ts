import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePageEnv } from '#client/app-context';
import { removeConversation, type ChatSummary } from '#client/queries/chats';
import { queryKeys } from '#client/queries/keys';

/**
 * Removing a chat (docs/product.md#chat-conversations): it leaves the list at once, then the
 * server forgets it; when that fails an alert says so and the list is loaded again (the chat is
 * back). An open chat that is removed closes.
 */
export function useRemoveChat(activeId: number | undefined) {
  const { api } = usePageEnv();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const remove = async (conversationId: number) => {
    setFailed(false);
    await queryClient.cancelQueries({ queryKey: queryKeys.chats, exact: true });
    queryClient.setQueryData<ChatSummary[]>(queryKeys.chats, (chats) => chats?.filter((chat) => chat.conversation.id !== conversationId));
    if (conversationId === activeId) await navigate('/chats', { replace: true });
    try {
      await removeConversation(api, conversationId);
    } catch {
      setFailed(true);
      await queryClient.invalidateQueries({ queryKey: queryKeys.chats });
    }
  };
  return { remove, failed, dismiss: () => setFailed(false) };
}
