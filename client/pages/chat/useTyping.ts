import { useEffect, useRef, useState } from 'react';
import { sendTyping, TYPING_EVENT } from '../../realtime/live';

const SHOW_MS = 4_000;
const SEND_EVERY_MS = 2_000;

/** Whether the other member is typing in this conversation (shown for a few seconds per notice). */
export function useOtherTyping(conversationId: number | undefined): boolean {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onTyping = (event: Event) => {
      if ((event as CustomEvent<number>).detail !== conversationId) return;
      setTyping(true);
      clearTimeout(timer);
      timer = setTimeout(() => setTyping(false), SHOW_MS);
    };
    window.addEventListener(TYPING_EVENT, onTyping);
    return () => {
      window.removeEventListener(TYPING_EVENT, onTyping);
      clearTimeout(timer);
    };
  }, [conversationId]);
  return typing;
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
