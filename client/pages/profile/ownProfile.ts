import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '#client/api/client';
import { usePageEnv } from '#client/app-context';
import type { MainImage } from '#server/domain/members/presenter';

export interface OwnPhoto {
  id: number;
  filename: string;
  thumb_filename: string;
  status: 'pending' | 'active' | 'rejected';
  main: boolean;
}

export interface OwnProfile {
  id: number;
  name: string;
  gender: string;
  sexuality: string;
  date_of_birth: string;
  country: string;
  region: string | null;
  status: string;
  about_me: string;
  relationship_status: string | null;
  body_type: string | null;
  hair_color: string | null;
  eye_color: string | null;
  tattoos: string | null;
  interests: number[];
  has_location: boolean;
  main_image: MainImage | null;
  photos: OwnPhoto[];
}

export const ownProfileQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: () => api.get<{ profile: OwnProfile }>('/api/profile.php').then((body) => body.profile),
  });

/** PUT /api/profile.php and keep the cached profile in step. */
export function useSaveProfile(): (changes: Record<string, unknown>) => Promise<OwnProfile> {
  const { api } = usePageEnv();
  const queryClient = useQueryClient();
  return async (changes) => {
    const { profile } = await api.send<{ profile: OwnProfile }>('PUT', '/api/profile.php', changes);
    queryClient.setQueryData(ownProfileQuery(api).queryKey, profile);
    return profile;
  };
}
