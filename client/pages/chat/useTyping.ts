import { useEffect, useRef, useState } from 'react';
import { sendTyping, TYPING_EVENT } from '#client/realtime/live';

const SHOW_MS = 4_000;
const SEND_EVERY_MS = 2_000;

/**
 * Whether the other member is typing in this conversation (shown for a few seconds per notice,
 * and gone as soon as their message arrives: `newestTheirs` changes).
 */
export function useOtherTyping(conversationId: number | undefined, newestTheirs: number | undefined): boolean {
  const [typing, setTyping] = useState<{ conversationId: number | undefined; since: number | undefined } | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onTyping = (event: Event) => {
      if ((event as CustomEvent<number>).detail !== conversationId) return;
      setTyping({ conversationId, since: newestTheirs });
      clearTimeout(timer);
      timer = setTimeout(() => setTyping(null), SHOW_MS);
    };
    window.addEventListener(TYPING_EVENT, onTyping);
    return () => {
      window.removeEventListener(TYPING_EVENT, onTyping);
      clearTimeout(timer);
    };
  }, [conversationId, newestTheirs]);
  return typing !== null && typing.conversationId === conversationId && typing.since === newestTheirs;
}

/** Tells the other member "typing", at most every two seconds. */
export function useTypingNotice(conversationId: number | undefined): () => void {
  const lastSent = useRef(0);
  return () => {
    if (!conversationId || Date.now() - lastSent.current < SEND_EVERY_MS) return;
    lastSent.current = Date.now();
    sendTyping(conversationId);
  };
}
