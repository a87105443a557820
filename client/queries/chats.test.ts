import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../api/client';
import { applyLiveEvent } from '../realtime/live';
import { conversationQuery, type ChatMessage, type ConversationPage } from './chats';

const CONVERSATION = 7;
const A = 1;
const B = 2;

function message(id: number, senderId: number, text: string): ChatMessage {
  return {
    id,
    sender_id: senderId,
    type: 'text',
    text,
    gift: null,
    photo: null,
    blurred: false,
    created_at: new Date(Date.UTC(2026, 10, 24, 20, id)).toISOString(),
  };
}

function page(readUpTo: number, messages: ChatMessage[]): ConversationPage {
  return { conversation: { id: CONVERSATION, read_up_to: readUpTo }, messages, cursor: null, history_limited: false };
}

/** The API as the page sees it, answering each conversation read when the test says so: the network's order is the test's. */
function heldApi() {
  const answers: ((page: ConversationPage) => void)[] = [];
  const api: ApiClient = {
    get: <T>() => new Promise<T>((resolve) => answers.push((answer) => resolve(answer as T))),
    send: () => Promise.reject(new Error('not sent in this test')),
  };
  return { api, answer: (next: ConversationPage) => answers.shift()?.(next) };
}

/** The conversation open on the page, its first answer in: the test answers each refetch. */
async function openConversation(first: ConversationPage) {
  const queryClient = new QueryClient();
  const { api, answer } = heldApi();
  const options = conversationQuery(api, CONVERSATION);
  const loading = queryClient.fetchQuery(options);
  answer(first);
  await loading;
  return { queryClient, options, answer };
}

describe('the open conversation’s read mark', () => {
  it('stays once the other member’s read event set it, when an older answer arrives after the event', async () => {
    const { queryClient, options, answer } = await openConversation(page(0, [message(1, A, 'Back in range?')]));

    // A refetch goes out; the server reads the conversation before B has read it...
    const refetch = queryClient.refetchQueries({ queryKey: options.queryKey });
    // ...B reads it, and the read event reaches A before the refetch's answer does.
    applyLiveEvent(queryClient, { id: 40, type: 'read', payload: { conversation_id: CONVERSATION, read_up_to: 1 } });
    expect(queryClient.getQueryData(options.queryKey)?.conversation.read_up_to).toBe(1);
    answer(page(0, [message(2, B, 'Yes!'), message(1, A, 'Back in range?')]));
    await refetch;

    const shown = queryClient.getQueryData(options.queryKey);
    expect(shown?.conversation.read_up_to).toBe(1);
    expect(shown?.messages.map((item) => item.text)).toEqual(['Yes!', 'Back in range?']);
  });

  it('moves forward with a newer answer', async () => {
    const { queryClient, options, answer } = await openConversation(page(1, [message(1, A, 'Hi')]));
    const refetch = queryClient.refetchQueries({ queryKey: options.queryKey });
    answer(page(3, [message(3, A, 'Coffee?'), message(1, A, 'Hi')]));
    await refetch;
    expect(queryClient.getQueryData(options.queryKey)?.conversation.read_up_to).toBe(3);
  });
});
