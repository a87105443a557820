import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LikesOverview } from '#server/contract/api/likes';
import type { ApiClient } from '../api/client';
import { usePageEnv } from '../app-context';
import { useCurrentUser } from './user';

export type { LikesOverview };

export const LIKES_KEY = ['likes'] as const;

export const likesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: LIKES_KEY,
    queryFn: () => api.get<LikesOverview>('/api/likes.php'),
    staleTime: 30_000,
  });

/** The member's likes; undefined for visitors (the query only runs when logged in). */
export function useLikes(): LikesOverview | undefined {
  const { api } = usePageEnv();
  const user = useCurrentUser();
  return useQuery({ ...likesQuery(api), enabled: Boolean(user) }).data;
}

/** Matches are likes in both directions. */
export function matchIds(likes: LikesOverview): number[] {
  const sent = new Set(likes.liked);
  return likes.liked_by.filter((entry) => sent.has(entry.id)).map((entry) => entry.id);
}

/** Badges show 99+ above 99 (docs/product.md#top-bar). */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
