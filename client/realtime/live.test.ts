import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../api/client';
import { chatsQuery, conversationQuery, type ChatMessage, type ChatSummary, type ConversationPage } from '../queries/chats';
import { applyLiveEvent } from './live';
import { queryKeys } from '#client/queries/keys';

const ME = 2;
const OTHER = 1;
const CONVERSATION = 7;

function message(id: number, senderId: number, text: string): ChatMessage {
  return {
    id,
    sender_id: senderId,
    type: 'text',
    text,
    gift: null,
    photo: null,
    blurred: false,
    created_at: new Date(Date.UTC(2026, 11, 6, 20, id)).toISOString(),
  };
}

function chat(conversationId: number, otherId: number, last: ChatMessage | null, unread = 0): ChatSummary {
  return {
    conversation: { id: conversationId },
    profile: {
      id: otherId,
      name: `Member ${otherId}`,
      age: 30,
      gender: 'female',
      country: 'NL',
      region: null,
      kind: 'member',
      home_site: 'site',
      fictional: false,
      verified: false,
      main_image: null,
      online: false,
    },
    num_unread_messages: unread,
    last_message: last,
  } as ChatSummary;
}

/** The API as the member's page sees it, counting every read it is asked for. */
function countingApi(answers: Record<string, unknown>) {
  const asked: string[] = [];
  const api: ApiClient = {
    get: <T>(path: string) => {
      asked.push(path);
      return Promise.resolve(answers[path] as T);
    },
    send: () => Promise.reject(new Error('not sent in this test')),
  };
  return { api, asked };
}

/** A member's page with the chat list on screen, and the conversation too when `open`: both queries have observers. */
async function memberPage({ open }: { open: boolean }) {
  const first = message(1, ME, 'Coffee tonight?');
  const { api, asked } = countingApi({
    '/api/chats.php': { chats: [chat(9, 3, message(5, 3, 'Hi')), chat(CONVERSATION, OTHER, first)] },
    '/api/chat.php': { conversation: { id: CONVERSATION, read_up_to: 0 }, messages: [first], cursor: null, history_limited: false },
  });
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.user, { id: ME, credits: 10 });
  const list = new QueryObserver(queryClient, chatsQuery(api));
  const conversation = open ? new QueryObserver(queryClient, { ...conversationQuery(api, CONVERSATION), refetchInterval: false }) : undefined;
  const stops = [list.subscribe(() => undefined), conversation?.subscribe(() => undefined)];
  await Promise.all([list.refetch(), conversation?.refetch()]);
  asked.length = 0;
  const read: [number, number][] = [];
  const reader = { markRead: (conversationId: number, upTo: number) => read.push([conversationId, upTo]) };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
  return { queryClient, asked, read, reader, settle, close: () => stops.forEach((stop) => stop?.()) };
}

const received = (id: number, text: string) => ({
  id: 100 + id,
  type: 'message',
  payload: { message: { ...message(id, OTHER, text), conversation_id: CONVERSATION } },
});

describe('a message that arrives over the socket', () => {
  it('shows in the open conversation and on top of the list without a request, and is read up to there', async () => {
    const page = await memberPage({ open: true });
    applyLiveEvent(page.queryClient, received(2, 'Yes, at eight!'), page.reader);
    await page.settle();

    expect(page.queryClient.getQueryData<ConversationPage>(['chat', CONVERSATION])?.messages.map((item) => item.text)).toEqual([
      'Yes, at eight!',
      'Coffee tonight?',
    ]);
    const [top] = page.queryClient.getQueryData<ChatSummary[]>(queryKeys.chats) ?? [];
    expect(top?.conversation.id).toBe(CONVERSATION);
    expect(top?.last_message?.text).toBe('Yes, at eight!');
    expect(top?.num_unread_messages).toBe(0);
    expect(page.read).toEqual([[CONVERSATION, 2]]);
    expect(page.asked).toEqual([]);
    page.close();
  });

  it('counts as unread in the list when its conversation is not open, still without a request', async () => {
    const page = await memberPage({ open: false });
    applyLiveEvent(page.queryClient, received(2, 'Yes, at eight!'), page.reader);
    applyLiveEvent(page.queryClient, received(2, 'Yes, at eight!'), page.reader);
    await page.settle();

    const [top] = page.queryClient.getQueryData<ChatSummary[]>(queryKeys.chats) ?? [];
    expect(top?.num_unread_messages).toBe(1);
    expect(page.read).toEqual([]);
    expect(page.asked).toEqual([]);
    page.close();
  });

  it('loads the list again when it starts a conversation the list does not have (the other member’s card)', async () => {
    const page = await memberPage({ open: false });
    applyLiveEvent(
      page.queryClient,
      { id: 120, type: 'message', payload: { message: { ...message(20, 4, 'Hello there'), conversation_id: 11 } } },
      page.reader,
    );
    await page.settle();
    expect(page.asked).toEqual(['/api/chats.php']);
    page.close();
  });
});

describe('chat and balance events', () => {
  it('set the read chat, the removed chat and the balance in place', async () => {
    const page = await memberPage({ open: false });
    applyLiveEvent(page.queryClient, received(2, 'Yes, at eight!'));
    applyLiveEvent(page.queryClient, { id: 130, type: 'chat_read', payload: { conversation_id: CONVERSATION } });
    expect(page.queryClient.getQueryData<ChatSummary[]>(queryKeys.chats)?.[0]?.num_unread_messages).toBe(0);
    applyLiveEvent(page.queryClient, { id: 131, type: 'chat_removed', payload: { conversation_id: 9 } });
    expect(page.queryClient.getQueryData<ChatSummary[]>(queryKeys.chats)?.map((item) => item.conversation.id)).toEqual([CONVERSATION]);
    applyLiveEvent(page.queryClient, { id: 132, type: 'credits', payload: { credits: 4 } });
    expect(page.queryClient.getQueryData<{ credits: number }>(queryKeys.user)?.credits).toBe(4);
    await page.settle();
    expect(page.asked).toEqual([]);
    page.close();
  });
});

describe('a photo a moderator removed', () => {
  it('reads the chat list and the open conversation again, whose faces may be that photo', async () => {
    const page = await memberPage({ open: true });
    applyLiveEvent(page.queryClient, { id: 140, type: 'photo_removed', payload: { profile_id: OTHER } });
    await page.settle();
    expect(page.asked.sort()).toEqual(['/api/chat.php', '/api/chats.php']);
    page.close();
  });
});
