import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ProfileCard } from '#server/domain/members/presenter';
import type { ApiClient } from '../api/client';

export type { ProfileCard };

export interface SearchResponse {
  results: ProfileCard[];
  cursor: string | null;
  numResults?: number;
}

export interface MemberPhoto {
  id: number;
  filename: string;
  thumb_filename: string;
}

export interface MemberProfile extends ProfileCard {
  sexuality?: string;
  relationship_status?: string | null;
  body_type?: string | null;
  hair_color?: string | null;
  eye_color?: string | null;
  tattoos?: string | null;
  interests?: number[];
  about_me?: string;
  photos: MemberPhoto[];
  locked_photos: number;
  blocked: boolean;
  liked: boolean;
  likes_you: boolean;
}

export interface MemberResponse {
  profile: MemberProfile;
  related: ProfileCard[];
  similar: ProfileCard[];
}

/** The search filters (docs/product.md#search), as they appear in the /members URL. */
export const SEARCH_PARAMS = ['gender', 'country', 'countryregion', 'min_age', 'max_age'] as const;

export function searchFilters(params: URLSearchParams): Record<string, string> {
  return Object.fromEntries(SEARCH_PARAMS.flatMap((name) => (params.get(name) ? [[name, params.get(name) as string]] : [])));
}

/** Pages are appended: each page asks for the profiles after the previous page's last id. */
export const searchQuery = (api: ApiClient, filters: Record<string, string>) =>
  infiniteQueryOptions({
    queryKey: ['members', filters],
    queryFn: ({ pageParam }) => api.get<SearchResponse>('/api/members.php', pageParam ? { ...filters, cursor: pageParam } : filters),
    initialPageParam: '',
    getNextPageParam: (last) => last.cursor ?? undefined,
    staleTime: 60_000,
  });

/** `network`: a visitor's traffic source, which opens profiles where it opens the search (docs/product.md#search-visitors); not part of the key. */
export const memberQuery = (api: ApiClient, id: number, network?: string) =>
  queryOptions({
    queryKey: ['member', id],
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
    queryKey: ['interests', language],
    queryFn: () => api.get<{ interests: Interest[] }>('/api/interests.php').then((body) => body.interests),
    staleTime: Number.POSITIVE_INFINITY,
  });
