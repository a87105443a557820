import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False on the server and while hydrating, true once the page runs: both renders agree, so what
 * only the browser can know (storage, push state, live events) is drawn after hydration without a
 * mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
