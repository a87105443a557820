import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { browserApi } from '#client/api/browser';
import type { MainImage } from '#server/core/presenters/members';
import type { OwnPhoto } from '#server/core/presenters/photos';

/** A row of GET /api/operator/fictional-profiles.php (server/core/presenters/fictional.ts). */
export interface FictionalRow {
  id: number;
  tenant_id: string;
  name: string;
  age: number;
  gender: 'male' | 'female';
  country: string;
  region: string | null;
  region_name: string | null;
  /** A cam profile: linked to the site's cam partner, takes no messages (decision 0122). */
  cam: boolean;
  main_image: MainImage | null;
  photos: number;
  waiting: number;
  created_at: string;
}

/** GET /api/operator/fictional-profile.php: the form's values and every photo. */
export interface FictionalProfile {
  id: number;
  tenant_id: string;
  fictional: boolean;
  name: string;
  age: number;
  gender: 'male' | 'female';
  sexuality: 'hetero' | 'gay' | 'lesbian' | 'bi';
  date_of_birth: string;
  country: string;
  region: string | null;
  about_me: string;
  interests: number[];
  /** '' for a fictional profile, the partner's handle for a cam profile. */
  cam_handle: string;
  photos: OwnPhoto[];
}

export interface FictionalOptions {
  countries: { code: string; regions: { code: string; name: string }[] }[];
  interests: { id: number; icon: string; label: string }[];
  cam_partner: { name: string; url: string } | null;
}

/** A row of GET /api/operator/fictional-inbox.php. */
export interface InboxEntry {
  conversation_id: number;
  tenant_id: string;
  waiting: boolean;
  unread: number;
  fictional: { id: number; name: string; main_image: MainImage | null };
  member: { id: number; name: string; age: number; credits: number };
  last_message: { from_member: boolean; type: string; preview: string } | null;
  last_message_at: string;
  waiting_since: string | null;
  last_answer: { by: string | null; at: string } | null;
}

export interface ProfileSummary {
  id: number;
  tenant_id: string;
  name: string;
  age: number;
  gender: 'male' | 'female';
  sexuality: string;
  country: string;
  region_name: string | null;
  about_me: string;
  fictional: boolean;
  main_image: MainImage | null;
  credits: number;
  premium: boolean;
  status: string;
  verified: boolean;
  banned: boolean;
  signup_date: string;
}

export interface ThreadMessage {
  id: number;
  sender_id: number;
  type: string;
  text: string;
  gift: string | null;
  photo: { url: string; thumb_url: string } | null;
  created_at: string;
  /** The operator who wrote it as the fictional profile. */
  operator: string | null;
}

/** GET /api/operator/fictional-conversation.php: newest first. */
export interface Thread {
  conversation: { id: number; tenant_id: string; waiting: boolean };
  fictional: ProfileSummary;
  member: ProfileSummary;
  messages: ThreadMessage[];
  cursor: number | null;
}

/** A console path that keeps the site filter. */
export function withSite(path: string, site: string | undefined): string {
  return site ? `${path}${path.includes('?') ? '&' : '?'}site=${site}` : path;
}

/** The inbox refreshes itself this often; so does an open thread. */
export const POLL_MS = 10_000;

export const fictionalKeys = {
  all: ['operator', 'fictional'] as const,
  list: (site: string | undefined, q: string) => ['operator', 'fictional', 'list', site ?? '', q] as const,
  profile: (id: number) => ['operator', 'fictional', 'profile', id] as const,
  options: (site: string) => ['operator', 'fictional', 'options', site] as const,
  inbox: (site: string | undefined, fictionalId: string | undefined) => ['operator', 'fictional', 'inbox', site ?? '', fictionalId ?? ''] as const,
  thread: (id: number) => ['operator', 'fictional', 'thread', id] as const,
};

export function useFictionalList(site: string | undefined, q: string) {
  return useInfiniteQuery({
    queryKey: fictionalKeys.list(site, q),
    initialPageParam: '',
    queryFn: ({ pageParam }) =>
      browserApi.get<{ profiles: FictionalRow[]; next_before: number | null }>('/api/operator/fictional-profiles.php', {
        ...(site && { tenant_id: site }),
        ...(q && { q }),
        ...(pageParam && { before: pageParam }),
      }),
    getNextPageParam: (page) => (page.next_before === null ? undefined : String(page.next_before)),
  });
}

export function useFictionalProfile(id: number | undefined) {
  return useQuery({
    queryKey: fictionalKeys.profile(id ?? 0),
    queryFn: () => browserApi.get<{ profile: FictionalProfile }>('/api/operator/fictional-profile.php', { id: String(id) }),
    enabled: id !== undefined,
  });
}

export function useFictionalOptions(site: string | undefined) {
  return useQuery({
    queryKey: fictionalKeys.options(site ?? ''),
    queryFn: () => browserApi.get<FictionalOptions>('/api/operator/fictional-options.php', { tenant_id: site ?? '' }),
    enabled: Boolean(site),
    staleTime: Infinity,
  });
}

export function useInbox(site: string | undefined, fictionalId: string | undefined) {
  return useQuery({
    queryKey: fictionalKeys.inbox(site, fictionalId),
    queryFn: () =>
      browserApi.get<{ conversations: InboxEntry[]; waiting_total: number }>('/api/operator/fictional-inbox.php', {
        ...(site && { tenant_id: site }),
        ...(fictionalId && { fictional_id: fictionalId }),
      }),
    refetchInterval: POLL_MS,
  });
}
