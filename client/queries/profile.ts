import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { usePageEnv } from '../app-context';
import type { OwnProfile } from '#server/contract/answers/account';
import { queryKeys } from './keys';
import { uploadFile } from '../api/browser';

export type { OwnProfile };
export type OwnPhoto = OwnProfile['photos'][number];

export const ownProfileQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.profile,
    queryFn: () => api.get<{ profile: OwnProfile }>('/api/profile.php').then((body) => body.profile),
  });

/** PUT /api/profile.php and keep the cached profile in step; the member's answer says what the profile lacks (the enrich alert). */
export function useSaveProfile(): (changes: Record<string, unknown>) => Promise<OwnProfile> {
  const { api } = usePageEnv();
  const queryClient = useQueryClient();
  return async (changes) => {
    const { profile } = await saveProfile(api, changes);
    queryClient.setQueryData(ownProfileQuery(api).queryKey, profile);
    await queryClient.invalidateQueries({ queryKey: queryKeys.user });
    return profile;
  };
}

/** PUT /api/profile.php: the raw write, for pages that keep the cache themselves (sign-up steps, the language page). */
export const saveProfile = (api: ApiClient, changes: Record<string, unknown>) => api.send<{ profile: OwnProfile }>('PUT', '/api/profile.php', changes);

/** A new photo (multipart); it waits for review like any other. */
export const uploadPhoto = <T = unknown>(file: File) => uploadFile<T>('/api/photos.php', 'photo', file);

export const makeMainPhoto = (api: ApiClient, photoId: number) => api.send('PUT', '/api/photos.php', { id: photoId, main: true });

export const deletePhoto = (api: ApiClient, photoId: number) => api.send('DELETE', '/api/photos.php', { id: photoId });
