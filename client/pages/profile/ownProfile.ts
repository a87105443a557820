import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '#client/api/client';
import { usePageEnv } from '#client/app-context';
import { USER_KEY } from '#client/queries/user';
import type { OwnProfile } from '#server/core/presenters/profile';

export type { OwnProfile };
export type OwnPhoto = OwnProfile['photos'][number];

export const ownProfileQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: () => api.get<{ profile: OwnProfile }>('/api/profile.php').then((body) => body.profile),
  });

/** PUT /api/profile.php and keep the cached profile in step; the member's answer says what the profile lacks (the enrich alert). */
export function useSaveProfile(): (changes: Record<string, unknown>) => Promise<OwnProfile> {
  const { api } = usePageEnv();
  const queryClient = useQueryClient();
  return async (changes) => {
    const { profile } = await api.send<{ profile: OwnProfile }>('PUT', '/api/profile.php', changes);
    queryClient.setQueryData(ownProfileQuery(api).queryKey, profile);
    await queryClient.invalidateQueries({ queryKey: USER_KEY });
    return profile;
  };
}
