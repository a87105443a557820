import { useEffect, useSyncExternalStore } from 'react';
import { usePageEnv } from '#client/app-context';
import { setCookie } from '#client/lib/cookies';
import { DISMISSAL_COOKIE_MAX_AGE_S, type DismissalCookie } from '#server/contract/cookies';

const listeners = new Set<() => void>();
/** Dismissals of this page, for when the browser blocks storage (private mode): they hold until the page is left. */
const thisPage = new Map<string, string>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab's dismissal counts here too.
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The latest of the stored moment, this page's and the one the page was rendered with: ISO timestamps sort as text. */
function read(key: string, rendered: string | null): string | null {
  const [latest] = [stored(key), thisPage.get(key) ?? null, rendered].filter((value) => value !== null).sort((a, b) => b.localeCompare(a));
  return latest ?? null;
}

/**
 * When the member last closed the alert kept under `key` (docs/product.md#member-alerts), null when
 * never. The server renders with the cookie, and hydration starts from it, so an alert is there
 * from the first paint and never pops in. The browser then also reads localStorage: another tab's
 * "not now", or one stored before the cookie existed, which is written to the cookie for the next
 * page. `dismiss` stores the moment in both and tells every alert that reads the key.
 */
export function useDismissal(key: DismissalCookie): [dismissedAt: string | null, dismiss: () => void] {
  const rendered = usePageEnv().cookies[key] ?? null;
  const dismissedAt = useSyncExternalStore<string | null>(
    subscribe,
    () => read(key, rendered),
    () => rendered,
  );
  useEffect(() => {
    if (dismissedAt !== null && dismissedAt !== rendered) setCookie(key, dismissedAt, DISMISSAL_COOKIE_MAX_AGE_S);
  }, [key, dismissedAt, rendered]);
  const dismiss = () => {
    const now = new Date().toISOString();
    thisPage.set(key, now);
    setCookie(key, now, DISMISSAL_COOKIE_MAX_AGE_S);
    try {
      localStorage.setItem(key, now);
    } catch {
      // Storage blocked: the cookie and this page hold it.
    }
    for (const listener of listeners) listener();
  };
  return [dismissedAt, dismiss];
}
