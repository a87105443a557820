import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { usePageEnv } from '../app-context';
import { type ChatMessage, type ChatSummary, type ConversationPage } from '../queries/chats';
import { queryKeys } from '#client/queries/keys';

/** A message as its live event carries it: as the conversation shows it, naming its conversation. */
type LiveMessage = ChatMessage & { conversation_id: number };

export interface LiveEvent {
  id: number;
  type: string;
  payload: {
    conversation_id?: number;
    read_up_to?: number;
    last_id?: number;
    credits?: number;
    message?: LiveMessage;
    from?: number;
    profile_id?: number;
  };
}

/** What a live event may ask of the page besides its cache: reading the open conversation up to a message that came in. */
export interface LiveReader {
  markRead(conversationId: number, upTo: number): void;
}

export const TYPING_EVENT = 'live:typing';
/** Every event, once the cache has it, for what shows news beside the page (the in-app notice). */
export const LIVE_EVENT = 'live:event';
/** The server's close code for a socket without a valid session (server/web/http/live-hub.ts). */
const AUTHENTICATION_REQUIRED = 4401;
const MAX_BACKOFF_MS = 30_000;
/** The server sends a heartbeat every 30 s; this long without any news means the line is dead. */
const SILENCE_MS = 75_000;

/** The open socket of this tab (browser only), for sending typing notices. */
const connection: { socket?: WebSocket } = {};

export function sendTyping(conversationId: number): void {
  if (connection.socket?.readyState === WebSocket.OPEN) connection.socket.send(JSON.stringify({ type: 'typing', conversation: conversationId }));
}

/** Changes one conversation of the cached list, when it is listed; false when it is not. */
function updateChat(queryClient: QueryClient, conversationId: number, change: (chat: ChatSummary) => ChatSummary | null, first = false): boolean {
  const chats = queryClient.getQueryData<ChatSummary[]>(queryKeys.chats);
  const listed = chats?.find((chat) => chat.conversation.id === conversationId);
  if (!chats || !listed) return false;
  const changed = change(listed);
  const others = chats.filter((chat) => chat !== listed);
  queryClient.setQueryData<ChatSummary[]>(
    queryKeys.chats,
    changed ? (first ? [changed, ...others] : chats.map((chat) => (chat === listed ? changed : chat))) : others,
  );
  return true;
}

/**
 * A message is applied where it shows, without asking the server: the open conversation gets it
 * on top, the list moves its conversation first with it as the last message. The member's own
 * messages (from another tab) count as read; one from the other member is unread unless its
 * conversation is open on this page, which reads it up to there. Only a conversation the list
 * does not have yet (a new one) makes the list load again, for the other member's card.
 */
function applyMessage(queryClient: QueryClient, message: LiveMessage, reader: LiveReader | undefined): void {
  const { conversation_id: conversationId, ...shown } = message;
  const pageKey = ['chat', conversationId];
  queryClient.setQueryData<ConversationPage>(pageKey, (page) =>
    page && !page.messages.some((item) => item.id === shown.id) ? { ...page, messages: [shown, ...page.messages] } : page,
  );
  const me = queryClient.getQueryData<{ id: number } | null>(queryKeys.user)?.id;
  const fromOther = shown.sender_id !== me;
  const open = fromOther && Boolean(queryClient.getQueryCache().find({ queryKey: pageKey, exact: true })?.isActive());
  if (open) reader?.markRead(conversationId, shown.id);
  const listed = updateChat(
    queryClient,
    conversationId,
    (chat) =>
      chat.last_message?.id === shown.id
        ? chat
        : // The sender has read up to their own message (the server sets their count to 0 with it).
          { ...chat, last_message: shown, num_unread_messages: fromOther && !open ? chat.num_unread_messages + 1 : 0 },
    true,
  );
  if (!listed) queryClient.invalidateQueries({ queryKey: queryKeys.chats });
}

/**
 * The member's own send, applied from its answer as its live events would be (the socket may be
 * down, and they come later): the message on top of its conversation and the conversation first in
 * the list, the balance set. Only a conversation new to the list loads the list again.
 */
export function applySentMessage(queryClient: QueryClient, message: LiveMessage, credits: number): void {
  applyMessage(queryClient, message, undefined);
  applyCredits(queryClient, credits);
}

/** A new balance (unknown: read it again); the history and receipts an open page shows are read again. */
function applyCredits(queryClient: QueryClient, credits: number | undefined): void {
  if (credits === undefined) queryClient.invalidateQueries({ queryKey: queryKeys.user });
  else queryClient.setQueryData<{ credits: number } | null>(queryKeys.user, (user) => (user && user.credits !== credits ? { ...user, credits } : user));
  // A move of the balance is a new row in the history and may change a receipt (a refund).
  queryClient.invalidateQueries({ queryKey: queryKeys.transactions });
}

/**
 * Events are applied to the cache from their payload where it carries what the page shows (a
 * message, a read mark, a removed or read chat, the balance); likes and matches refresh their
 * list (the cards are not in the event). Typing goes to whoever listens.
 */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent, reader?: LiveReader): void {
  const conversation = event.payload.conversation_id ?? event.payload.message?.conversation_id;
  switch (event.type) {
    case 'message':
      if (event.payload.message) applyMessage(queryClient, event.payload.message, reader);
      break;
    case 'read': {
      // Set, not refetched: reading the conversation marks it read for this member, which would
      // send the other a read event back, and so on for as long as both have it open.
      const readUpTo = event.payload.read_up_to ?? 0;
      queryClient.setQueryData<ConversationPage>(['chat', conversation], (page) =>
        page && page.conversation.read_up_to < readUpTo ? { ...page, conversation: { ...page.conversation, read_up_to: readUpTo } } : page,
      );
      break;
    }
    case 'chat_removed':
      if (conversation) updateChat(queryClient, conversation, () => null);
      break;
    case 'chat_read':
      if (conversation) updateChat(queryClient, conversation, (chat) => (chat.num_unread_messages ? { ...chat, num_unread_messages: 0 } : chat));
      break;
    case 'credits':
      applyCredits(queryClient, event.payload.credits);
      break;
    case 'like':
    case 'match':
      queryClient.invalidateQueries({ queryKey: queryKeys.likes });
      break;
    case 'photo_removed':
      // A moderator took a photo down (decision 0146): whatever shows that member's face is read
      // again, so an open chat, list or profile drops it at once; the member's own pages too.
      for (const queryKey of [queryKeys.chats, ['chat'], queryKeys.likes, ['members'], queryKeys.swipeDeck, queryKeys.profile, queryKeys.user]) {
        queryClient.invalidateQueries({ queryKey });
      }
      if (event.payload.profile_id !== undefined) queryClient.invalidateQueries({ queryKey: queryKeys.member(event.payload.profile_id) });
      break;
    case 'typing':
      window.dispatchEvent(new CustomEvent(TYPING_EVENT, { detail: conversation }));
      break;
  }
}

/**
 * Keeps one socket to /api/live while a member is logged in. It reconnects with backoff and
 * sends the last event id it saw, so the server replays whatever happened in between; polling
 * (60 s) stays as the fallback. When the network comes back it reconnects at once: the backoff
 * grows while offline (up to 30 s), and a member stepping off the train should not wait for it.
 */
export function useLiveEvents(loggedIn: boolean): void {
  const queryClient = useQueryClient();
  const { api } = usePageEnv();
  useEffect(() => {
    // Reading what came in: a failure leaves it unread, and the next open of the chat reads it.
    const reader: LiveReader = {
      markRead: (conversation, upTo) => void api.send('POST', '/api/chat-read.php', { conversation, up_to: upTo }).catch(() => undefined),
    };
    if (!loggedIn) return;
    // Unknown until the first socket says: a fresh page starts from now (its data was just loaded).
    let lastId: number | null = null;
    let attempt = 0;
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let current: WebSocket | undefined;
    const connect = () => {
      clearTimeout(timer);
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      const socket = new WebSocket(`${scheme}://${window.location.host}/api/live${lastId === null ? '' : `?last=${lastId}`}`);
      current = socket;
      connection.socket = socket;
      // A socket whose network path vanished never hears a close: silence is the sign.
      const listen = () => {
        clearTimeout(watchdog);
        watchdog = setTimeout(() => {
          if (socket !== current || stopped) return;
          connect();
          socket.close();
        }, SILENCE_MS);
      };
      listen();
      socket.addEventListener('message', (message) => {
        listen();
        const event = JSON.parse(String(message.data)) as LiveEvent;
        if (event.type === 'ready') {
          attempt = 0;
          lastId = Math.max(lastId ?? 0, event.payload.last_id ?? 0);
        }
        if (event.id > (lastId ?? 0)) lastId = event.id;
        applyLiveEvent(queryClient, event, reader);
        window.dispatchEvent(new CustomEvent<LiveEvent>(LIVE_EVENT, { detail: event }));
      });
      socket.addEventListener('close', (event) => {
        if (stopped || socket !== current) return;
        if (event.code === AUTHENTICATION_REQUIRED) {
          // The session ended elsewhere: refresh the user (the page logs out); no reconnecting,
          // not even when the network or the tab comes back.
          stopped = true;
          queryClient.invalidateQueries({ queryKey: queryKeys.user });
          return;
        }
        attempt += 1;
        timer = setTimeout(connect, Math.min(MAX_BACKOFF_MS, 500 * 2 ** attempt));
      });
    };
    // After a network change even an open socket may be dead without knowing it yet (the browser
    // only notices when TCP gives up), so a fresh one resumes from the last id right away. One
    // that is still connecting was started on the new network already.
    const onOnline = () => {
      if (stopped || current?.readyState === WebSocket.CONNECTING) return;
      const stale = current;
      attempt = 0;
      connect();
      stale?.close();
    };
    // A tab brought back (phones freeze background tabs) skips the rest of a pending backoff.
    const onVisible = () => {
      if (!stopped && document.visibilityState === 'visible' && current?.readyState === WebSocket.CLOSED) connect();
    };
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(watchdog);
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
      current?.close();
      connection.socket = undefined;
    };
  }, [loggedIn, queryClient, api]);
}
