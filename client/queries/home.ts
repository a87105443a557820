import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { chatsQuery } from './chats';
import { likesQuery } from './likes';
import type { SearchResponse } from './members';
import type { CurrentUser } from './user';
import { swipeDeckQuery } from './swipe';
import type { HomeFaces } from '#server/contract/answers/landers';
import { queryKeys } from './keys';

export type { HomeFaces };

/** The front page's faces (GET /api/home-faces.php): the route's loader fills it, so the server's page has them. */
export const homeFacesQuery = (api: ApiClient) =>
  queryOptions({ queryKey: queryKeys.homeFaces, queryFn: () => api.get<HomeFaces>('/api/home-faces.php'), staleTime: 60_000 });

/**
 * The newest members the home's panel picks its row of six from (those with a photo, their own
 * region first): a glance of the search, without its count.
 */
const NEARBY_GLANCE = 12;

/** New members of the member's own country (the search's order: newest first, the gender they look for). */
export const nearbyQuery = (api: ApiClient, country: string) =>
  queryOptions({
    queryKey: queryKeys.nearby(country),
    queryFn: () => api.get<SearchResponse>('/api/members.php', { country, limit: String(NEARBY_GLANCE) }),
    staleTime: 60_000,
  });

/**
 * What the front page shows in the server's page: a visitor's faces (the same for every visitor of
 * a site and country, so the page cache may keep it), or a member's dashboard.
 */
export function homeQueries(api: ApiClient, user: CurrentUser | null) {
  if (!user) return [homeFacesQuery(api)];
  const country = user.profile?.country;
  return [likesQuery(api), chatsQuery(api), swipeDeckQuery(api), ...(country ? [nearbyQuery(api, country)] : [])];
}
