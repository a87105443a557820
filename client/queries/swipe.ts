import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { ProfileCard } from './members';
import type { SwipeCard, SwipeDeckResponse } from '#server/contract/answers/likes';
import { queryKeys } from './keys';

export type { SwipeCard };

/** What the deck shows: any profile card, with where, how far and the bio when the game's API gives them (a lander's deck has not). */
export type DeckCard = ProfileCard & Partial<Pick<SwipeCard, 'region_name' | 'distance' | 'about'>>;

/**
 * The swipe game's cards: the route's loader fills it, outside the page's lazy chunk. The loader's
 * (or the server page's) answer is fresh, so the page does not ask again when it mounts; a swipe
 * marks it stale for the next page that shows it.
 */
export const swipeDeckQuery = (api: ApiClient) =>
  queryOptions({ queryKey: queryKeys.swipeDeck, queryFn: () => api.get<SwipeDeckResponse>('/api/swipe.php'), staleTime: 30_000 });

/** A swipe: a like or a pass; the answer says whether it made a match and how many likes are left today. */
export const swipe = (api: ApiClient, profileId: number, like: boolean) =>
  api.send<{ match: boolean; likes_left: number }>('POST', '/api/swipe.php', { id: profileId, like });
