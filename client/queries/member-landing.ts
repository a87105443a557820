import { queryOptions } from '@tanstack/react-query';
import type { MemberLandingResponse } from '#server/contract/answers/members';
import type { ApiClient } from '../api/client';
import { queryKeys } from './keys';

export type LandingProfile = MemberLandingResponse['profile'];

/** One member as an ad's landing shows her (/members/{id}/landing…, /members/{id}/signup). */
export const memberLandingQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: queryKeys.memberLanding(id),
    queryFn: () => api.get<MemberLandingResponse>('/api/member-landing.php', { id: String(id) }),
    staleTime: 60_000,
  });
