import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { redirect, useNavigate } from 'react-router';
import { BANNED_EVENT } from '../api/browser';
import { isApiError } from '../api/client';
import { queryKeys } from './keys';

export const BAN_PAGE = '/pages/ban';

/** A banned member keeps the site's own pages (terms, the ban page…); any other page leads to the ban page. */
function mayStay(pathname: string): boolean {
  return pathname.startsWith('/pages/');
}

function markBanned(queryClient: QueryClient): void {
  queryClient.setQueryData(queryKeys.user, null);
  queryClient.setQueryData(queryKeys.banned, true);
}

/** The root loader's catch for user.php: a banned member's page load ends on the ban page. */
export function bannedPageLoad(queryClient: QueryClient, request: Request) {
  return (error: unknown): void => {
    if (!isApiError(error) || error.code !== 'banned') throw error;
    // The failed fetch would travel to the browser with the page state; the answer is known: no member.
    queryClient.removeQueries({ queryKey: queryKeys.user, exact: true });
    markBanned(queryClient);
    if (!mayStay(new URL(request.url).pathname)) throw redirect(BAN_PAGE);
  };
}

/** Any call answered 403 `banned` (the refresh, a page's call, a login) leads to the ban page. */
export function useBanRedirect(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    const onBanned = () => {
      markBanned(queryClient);
      if (!mayStay(window.location.pathname)) void navigate(BAN_PAGE);
    };
    window.addEventListener(BANNED_EVENT, onBanned);
    return () => window.removeEventListener(BANNED_EVENT, onBanned);
  }, [queryClient, navigate]);
}
