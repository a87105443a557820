import { queryOptions } from '@tanstack/react-query';
import type { LanderMember, LanderResponse, RegionCounts } from '#server/contract/answers/landers';
import type { ApiClient } from '../api/client';
import { queryKeys } from './keys';

export type { LanderMember, LanderResponse, RegionCounts };

/** A lander's variant and faces (GET /api/lander.php); the variant's texts are in the page's language, hence the key. */
export const landerQuery = (api: ApiClient, language: string, name: string, slug: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.lander(name, slug, language),
    queryFn: () => api.get<LanderResponse>('/api/lander.php', slug ? { name, slug } : { name }),
    staleTime: 60_000,
  });
