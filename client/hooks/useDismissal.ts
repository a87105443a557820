import { useSyncExternalStore } from 'react';

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

/** The later of the two: ISO timestamps sort as text. */
function read(key: string): string | null {
  const [latest] = [stored(key), thisPage.get(key) ?? null].filter((value) => value !== null).sort((a, b) => b.localeCompare(a));
  return latest ?? null;
}

/**
 * When the member last closed the alert kept under `key` (docs/product.md#member-alerts): null when
 * never, undefined on the server and while hydrating, where the browser's storage is not known.
 * `dismiss` stores the moment and tells every alert that reads the key.
 */
export function useDismissal(key: string): [dismissedAt: string | null | undefined, dismiss: () => void] {
  const dismissedAt = useSyncExternalStore<string | null | undefined>(
    subscribe,
    () => read(key),
    () => undefined,
  );
  const dismiss = () => {
    const now = new Date().toISOString();
    thisPage.set(key, now);
    try {
      localStorage.setItem(key, now);
    } catch {
      // Storage blocked: the alert stays closed for this page only.
    }
    for (const listener of listeners) listener();
  };
  return [dismissedAt, dismiss];
}
