import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { browserApi } from '#client/api/browser';
import type { MainImage } from '#server/contract/answers/members';
import type { OwnPhoto } from '#server/contract/answers/account';
import { consoleKeys } from './keys';

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

/** The inbox refreshes itself this often; so does an open thread. */
const POLL_MS = 10_000;

export const fictionalListQuery = (site: string | undefined, q: string) =>
  infiniteQueryOptions({
    queryKey: consoleKeys.fictional.list(site, q),
    initialPageParam: '',
    queryFn: ({ pageParam }) =>
      browserApi.get<{ profiles: FictionalRow[]; next_before: number | null }>('/api/operator/fictional-profiles.php', {
        ...(site && { tenant_id: site }),
        ...(q && { q }),
        ...(pageParam && { before: pageParam }),
      }),
    getNextPageParam: (page) => (page.next_before === null ? undefined : String(page.next_before)),
  });

/** One profile for the form; nothing is asked for /fictional/new. */
export const fictionalProfileQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: consoleKeys.fictional.profile(id ?? 0),
    queryFn: () => browserApi.get<{ profile: FictionalProfile }>('/api/operator/fictional-profile.php', { id: String(id) }),
    enabled: id !== undefined,
  });

export const fictionalOptionsQuery = (site: string | undefined) =>
  queryOptions({
    queryKey: consoleKeys.fictional.options(site ?? ''),
    queryFn: () => browserApi.get<FictionalOptions>('/api/operator/fictional-options.php', { tenant_id: site ?? '' }),
    enabled: Boolean(site),
    staleTime: Infinity,
  });

export const inboxQuery = (site: string | undefined, fictionalId: string | undefined) =>
  queryOptions({
    queryKey: consoleKeys.fictional.inbox(site, fictionalId),
    queryFn: () =>
      browserApi.get<{ conversations: InboxEntry[]; waiting_total: number }>('/api/operator/fictional-inbox.php', {
        ...(site && { tenant_id: site }),
        ...(fictionalId && { fictional_id: fictionalId }),
      }),
    refetchInterval: POLL_MS,
  });

/** One conversation, newest page first; older pages on demand. */
export const threadQuery = (id: number) =>
  infiniteQueryOptions({
    queryKey: consoleKeys.fictional.thread(id),
    initialPageParam: '',
    queryFn: ({ pageParam }) => browserApi.get<Thread>('/api/operator/fictional-conversation.php', { id: String(id), ...(pageParam && { before: pageParam }) }),
    getNextPageParam: (page) => (page.cursor === null ? undefined : String(page.cursor)),
    refetchInterval: POLL_MS,
  });

/** What the profile form sends; the site only goes with a new profile. */
export interface FictionalProfileInput {
  name: string;
  gender: string;
  sexuality: string;
  date_of_birth: string;
  country: string;
  region: string | null;
  about_me: string;
  interests: number[];
  cam_handle: string;
}

/** Every write of the area refreshes all of it: the list's counts, the inbox and an open thread follow a change. */
function useRefreshFictional() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: consoleKeys.fictional.all });
}

/** Creates (no `profileId`) or changes a profile; `onSaved` follows once the lists know it. */
export function useSaveFictional(profileId: number | undefined, onSaved: (id: number) => void) {
  const refresh = useRefreshFictional();
  return useMutation({
    mutationFn: ({ tenantId, body }: { tenantId: string; body: FictionalProfileInput }) =>
      profileId !== undefined
        ? browserApi.send<{ id: number }>('PUT', '/api/operator/fictional-profiles.php', { id: profileId, ...body })
        : browserApi.send<{ id: number }>('POST', '/api/operator/fictional-profiles.php', { tenant_id: tenantId, ...body }),
    onSuccess: async ({ id }) => {
      await refresh();
      onSaved(id);
    },
  });
}

/** A photo, live at once (no review queue for fictional profiles). */
export function useUploadFictionalPhoto(profileId: number) {
  const refresh = useRefreshFictional();
  return useMutation({
    mutationFn: (photo: File) => {
      const form = new FormData();
      form.append('profile_id', String(profileId));
      form.append('photo', photo);
      return browserApi.send('POST', '/api/operator/fictional-photo.php', form);
    },
    onSettled: refresh,
  });
}

/** PUT makes the photo the main one, DELETE removes it. */
export function useChangeFictionalPhoto(profileId: number) {
  const refresh = useRefreshFictional();
  return useMutation({
    mutationFn: ({ method, photo }: { method: 'PUT' | 'DELETE'; photo: OwnPhoto }) =>
      browserApi.send(method, '/api/operator/fictional-photo.php', { profile_id: profileId, id: photo.id }),
    onSettled: refresh,
  });
}

export interface FictionalAnswer {
  conversation: number;
  text: string;
  /** One id per draft: a retried send (double press, lost answer) is stored once. */
  client_id: string;
  /** The newest message on screen: the server refuses if another operator answered after it. */
  seen_up_to: number;
}

/** An answer as the fictional profile; the thread reloads either way (a refusal shows the other operator's answer). */
export function useAnswerAsFictional(onSent: () => void) {
  const refresh = useRefreshFictional();
  return useMutation({
    mutationFn: (answer: FictionalAnswer) => browserApi.send('POST', '/api/operator/fictional-conversation.php', answer),
    onSuccess: onSent,
    onSettled: refresh,
  });
}
