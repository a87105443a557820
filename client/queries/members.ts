import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { MemberPhoto, MemberProfile, MemberResponse, ProfileCard, ProfileKind, SearchResponse } from '#server/contract/answers/members';
import type { ApiClient } from '../api/client';
import { queryKeys } from './keys';
import type { Suggestion } from '#server/contract/answers/likes';

export type { MemberPhoto, MemberProfile, MemberResponse, ProfileCard, ProfileKind, SearchResponse };

/** The search filters (docs/product.md#search), as they appear in the /members URL. */
export const SEARCH_PARAMS = ['gender', 'country', 'countryregion', 'min_age', 'max_age', 'interests', 'online'] as const;

export function searchFilters(params: URLSearchParams): Record<string, string> {
  return Object.fromEntries(SEARCH_PARAMS.flatMap((name) => (params.get(name) ? [[name, params.get(name) as string]] : [])));
}

/** Pages are appended: each page asks for the profiles after the previous page's last id. */
export const searchQuery = (api: ApiClient, filters: Record<string, string>) =>
  infiniteQueryOptions({
    queryKey: queryKeys.search(filters),
    queryFn: ({ pageParam }) => api.get<SearchResponse>('/api/members.php', pageParam ? { ...filters, cursor: pageParam } : filters),
    initialPageParam: '',
    getNextPageParam: (last) => last.cursor ?? undefined,
    staleTime: 60_000,
  });

/** `network`: a visitor's traffic source, which opens profiles where it opens the search (docs/product.md#search-visitors); not part of the key. */
export const memberQuery = (api: ApiClient, id: number, network?: string) =>
  queryOptions({
    queryKey: queryKeys.member(id),
    queryFn: () => api.get<MemberResponse>('/api/member.php', network ? { id: String(id), network } : { id: String(id) }),
    staleTime: 30_000,
  });

export interface Interest {
  id: number;
  slug: string;
  icon: string;
  name: string;
}

export const interestsQuery = (api: ApiClient, language: string) =>
  queryOptions({
    queryKey: queryKeys.interests(language),
    queryFn: () => api.get<{ interests: Interest[] }>('/api/interests.php').then((body) => body.interests),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const blockMember = (api: ApiClient, profileId: number) => api.send('POST', '/api/block.php', { id: profileId });

export const unblockMember = (api: ApiClient, profileId: number) => api.send('DELETE', '/api/block.php', { id: profileId });

/** Ranked suggestions for the match finder's preferences (each says why it fits). */
export const matchFinderQuery = (api: ApiClient, preferences: Record<string, string>) =>
  queryOptions({
    queryKey: queryKeys.matchFinder(preferences),
    queryFn: () => api.get<{ suggestions: Suggestion[] }>('/api/match-finder.php', preferences).then((body) => body.suggestions),
  });
