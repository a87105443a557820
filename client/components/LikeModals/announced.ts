import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '#client/api/client';
import { queryKeys } from '#client/queries/keys';
import { announceLike, type LikesOverview } from '#client/queries/likes';

const SHOWN_KEY = 'likes-shown';

/**
 * Where the member pays, chooses a package, signs up, verifies or sets a password: nothing may
 * interrupt there, neither a like's moment nor an in-app notice.
 */
export const UNDISTURBED_PATH =
  /^\/(?:credits|premium|pricing|directdebit|transactions\/|complete-signup|reset-password|settings\/verification|members\/\d+\/signup)/;

/** Where the member writes a message: a like's moment waits (the in-app notice announces it there). */
export const WRITING_PATH = /^\/(?:chats\/\d|members\/\d+\/chat)/;

/** The likes announced in this tab, so that none comes twice before the server's answer says so too. */
export function shownIds(): number[] {
  try {
    return JSON.parse(sessionStorage.getItem(SHOWN_KEY) ?? '[]') as number[];
  } catch {
    return [];
  }
}

function rememberShown(id: number): void {
  try {
    sessionStorage.setItem(SHOWN_KEY, JSON.stringify([...new Set([...shownIds(), id])]));
  } catch {
    // Storage blocked: the server's like_announced still keeps it from coming back.
  }
}

/**
 * The like of `profileId` was announced (its moment or its notice showed): remembered in this tab
 * and the cached list at once, and on the server for every device. This tab remembers it whatever
 * the answer; another device may show it once more.
 */
export function markAnnounced(api: ApiClient, queryClient: QueryClient, profileId: number): void {
  rememberShown(profileId);
  queryClient.setQueryData<LikesOverview>(
    queryKeys.likes,
    (current) => current && { ...current, liked_by: current.liked_by.map((entry) => (entry.id === profileId ? { ...entry, like_announced: true } : entry)) },
  );
  announceLike(api, profileId).catch(() => undefined);
}
