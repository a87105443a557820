import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { GiftId } from '#server/contract/gifts';
import { usePageEnv } from '#client/app-context';
import { sendChatMessage } from '#client/queries/chats';
import { applySentMessage } from '#client/realtime/live';

/** What the member sends: a text (icebreaker lines are texts they may edit), a gift or a photo. */
export type Outgoing = { type: 'text'; text: string } | { type: 'gift'; gift: GiftId } | { type: 'photo'; file: File };

/**
 * Sends to a member and shows the message at once, with the balance from the answer: nothing is
 * read again for it (the conversation, the list and the member were, three requests a message).
 * Outside the conversation (a gift from the profile) it opens the chat.
 */
export function useSendMessage(profileId: number, { openConversationId, fromProfile = false }: { openConversationId?: number; fromProfile?: boolean }) {
  const { api } = usePageEnv();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (outgoing: Outgoing, clientId: string) => {
    let body: FormData | Record<string, unknown>;
    if (outgoing.type === 'photo') {
      body = new FormData();
      body.set('profile_id', String(profileId));
      body.set('type', 'photo');
      body.set('client_id', clientId);
      body.set('photo', outgoing.file);
    } else {
      body = {
        profile_id: profileId,
        client_id: clientId,
        ...(outgoing.type === 'gift' ? { type: 'gift', gift: outgoing.gift } : { type: 'text', text: outgoing.text }),
      };
    }
    const { message, credits } = await sendChatMessage(api, body);
    applySentMessage(queryClient, message, credits);
    // A new conversation's address becomes the conversation's; from a profile the chat opens on top.
    if (openConversationId !== message.conversation_id) await navigate(`/chats/${message.conversation_id}`, { replace: !fromProfile });
  };
}
