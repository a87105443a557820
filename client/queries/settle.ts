import type { QueryClient } from '@tanstack/react-query';

/** Longer than any answer should take; a request that hangs must not hold a log-out for good. */
export const SETTLE_LIMIT_MS = 3_000;

/**
 * Resolves once no query is being fetched (or after `limitMs`). Called before a call that ends the
 * session (log-out, account deletion): a page's loader or a refetch under way at that moment would
 * otherwise reach the server after the session ended and be refused with 403 — a member who logs
 * in and out again at once, or taps "Log out" while the home's panels are still loading.
 */
export function whenQueriesSettle(queryClient: QueryClient, limitMs = SETTLE_LIMIT_MS): Promise<void> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) return resolve();
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, limitMs);
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done();
    });
  });
}
