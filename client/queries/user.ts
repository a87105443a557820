import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { PresentedUser } from '#server/contract/answers/account';
import type { ApiClient } from '../api/client';
import { AUTHENTICATION_REQUIRED_EVENT } from '../api/browser';
import { usePageEnv } from '../app-context';
import { queryKeys } from './keys';

export type CurrentUser = PresentedUser;

export const userQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.user,
    queryFn: () => api.get<{ user: CurrentUser | null }>('/api/user.php').then((body) => body.user),
    staleTime: 30_000,
  });

/** The logged-in member, or null for visitors (primed by the server on every page). */
export function useCurrentUser(): CurrentUser | null {
  const { api } = usePageEnv();
  return useQuery(userQuery(api)).data ?? null;
}

/** User, chats and likes are refetched every 60 s (300 s with push), the first time 5 s after load (docs/product.md#client-refresh). */
const FIRST_REFRESH_MS = 5_000;
const REFRESH_MS = 60_000;
/** A member subscribed to push hears of messages and likes from the notification; polling can rest. */
const PUSH_REFRESH_MS = 300_000;

export function useUserRefresh(): void {
  const queryClient = useQueryClient();
  const { api } = usePageEnv();
  useEffect(() => {
    const refresh = () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.user }),
        queryClient.invalidateQueries({ queryKey: queryKeys.likes }),
        queryClient.invalidateQueries({ queryKey: queryKeys.chats }),
      ]);
    // Read at each tick from the cache (the member parts keep this browser's push state there), so
    // a subscription made on this page changes the pace without a new start.
    const pushSubscribed = () => {
      const member = queryClient.getQueryData(userQuery(api).queryKey)?.id ?? null;
      return member !== null && queryClient.getQueryData(queryKeys.push(member)) === 'subscribed';
    };
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      refresh();
      timer = setTimeout(tick, pushSubscribed() ? PUSH_REFRESH_MS : REFRESH_MS);
    };
    timer = setTimeout(tick, FIRST_REFRESH_MS);
    const logOut = () => queryClient.setQueryData(userQuery(api).queryKey, null);
    window.addEventListener(AUTHENTICATION_REQUIRED_EVENT, logOut);
    return () => {
      clearTimeout(timer);
      window.removeEventListener(AUTHENTICATION_REQUIRED_EVENT, logOut);
    };
  }, [queryClient, api]);
}

/** After a call that logged the member in (login, reset, reactivation): keep the user, go on. */
export function useSignedIn(): (user: CurrentUser, to: string) => Promise<void> {
  const { api } = usePageEnv();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (user, to) => {
    queryClient.setQueryData(userQuery(api).queryKey, user);
    await navigate(to);
  };
}

/** PUT /api/user.php (settings, the language): the raw write. */
export const updateUser = (api: ApiClient, changes: Record<string, unknown>) => api.send<{ user: CurrentUser }>('PUT', '/api/user.php', changes);

/** PUT /api/user.php and keep the cached user in step. */
export function useUpdateUser() {
  const { api } = usePageEnv();
  const queryClient = useQueryClient();
  return async (changes: Record<string, unknown>) => {
    const { user } = await updateUser(api, changes);
    queryClient.setQueryData(userQuery(api).queryKey, user);
    return user;
  };
}
