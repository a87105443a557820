import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useUnreadChats } from '#client/queries/chats';
import { badgeText, useLikes } from '#client/queries/likes';

const PREFIX = /^\(\d+\+?\) /;

/** Unread chats plus new likes, for the title and the app badge (docs/product.md#chat-read). */
export function useAttentionCount(): number {
  return useNewLikes() + useUnreadChats();
}

export function useNewLikes(): number {
  const likes = useLikes();
  return likes?.liked_by.filter((entry) => entry.like_new).length ?? 0;
}

/**
 * Keeps "(n) " in front of the page title and the installed app's badge in step with the count.
 * Runs after each navigation, since every page renders its own <title>.
 */
export function AttentionCounters() {
  const count = useAttentionCount();
  const location = useLocation();
  useEffect(() => {
    const base = document.title.replace(PREFIX, '');
    document.title = count ? `(${badgeText(count)}) ${base}` : base;
    if ('setAppBadge' in navigator) {
      (count ? navigator.setAppBadge(count) : navigator.clearAppBadge()).catch(() => undefined);
    }
  }, [count, location.key]);
  return null;
}
