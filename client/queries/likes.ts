import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LikesOverview } from '#server/contract/answers/likes';
import type { ApiClient } from '../api/client';
import { usePageEnv } from '../app-context';
import { useCurrentUser } from './user';
import { queryKeys } from './keys';

export type { LikesOverview };

export const likesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.likes,
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

/** A like, or taking one back; the answer says whether it made a match. */
export const toggleLike = (api: ApiClient, profileId: number, liked: boolean) =>
  api.send<{ like: boolean; match: boolean }>(liked ? 'DELETE' : 'POST', '/api/like.php', { id: profileId });

/** The "New like" or "It's a match" moment of this member's like was shown: no device shows it again. */
export const announceLike = (api: ApiClient, profileId: number) => api.send<{ announced: boolean }>('POST', '/api/like-announced.php', { id: profileId });

export interface AutoLikeProfile {
  id: number;
  name: string;
  main_image: { match: string; thumb_filename: string } | null;
}

/** The profile the auto-like has just liked for the member, if any (GET /api/auto-like.php). */
export const autoLikedProfile = (api: ApiClient) => api.get<{ profile: AutoLikeProfile | null }>('/api/auto-like.php');
