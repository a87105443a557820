import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CHATS_KEY, type ConversationPage } from '../queries/chats';
import { LIKES_KEY } from '../queries/likes';
import { USER_KEY } from '../queries/user';

export interface LiveEvent {
  id: number;
  type: string;
  payload: { conversation_id?: number; read_up_to?: number; last_id?: number; message?: { conversation_id: number } };
}

export const TYPING_EVENT = 'live:typing';
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

/** Every event refreshes the queries it touches (a read mark is set in place); typing goes to whoever listens. */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  const conversation = event.payload.conversation_id ?? event.payload.message?.conversation_id;
  switch (event.type) {
    case 'message':
      queryClient.invalidateQueries({ queryKey: ['chat', conversation] });
      queryClient.invalidateQueries({ queryKey: CHATS_KEY });
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
    case 'chat_read':
      queryClient.invalidateQueries({ queryKey: CHATS_KEY });
      break;
    case 'credits':
      queryClient.invalidateQueries({ queryKey: USER_KEY });
      break;
    case 'like':
    case 'match':
      queryClient.invalidateQueries({ queryKey: LIKES_KEY });
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
  useEffect(() => {
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
        applyLiveEvent(queryClient, event);
      });
      socket.addEventListener('close', (event) => {
        if (stopped || socket !== current) return;
        if (event.code === AUTHENTICATION_REQUIRED) {
          // The session ended elsewhere: refresh the user (the page logs out); no reconnecting,
          // not even when the network or the tab comes back.
          stopped = true;
          queryClient.invalidateQueries({ queryKey: USER_KEY });
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
  }, [loggedIn, queryClient]);
}
