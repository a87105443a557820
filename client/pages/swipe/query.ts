import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#client/api/client';
import type { ProfileCard } from '#client/queries/members';

interface Deck {
  profiles: ProfileCard[];
  likes_left: number;
}

/** The swipe game's cards: the route's loader fills it, outside the page's lazy chunk. */
export const swipeDeckQuery = (api: ApiClient) => queryOptions({ queryKey: ['swipe-deck'], queryFn: () => api.get<Deck>('/api/swipe.php'), staleTime: 0 });
