import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#client/api/client';
import type { VerificationStateResponse } from '#server/core/presenters/verification';

export type VerificationState = VerificationStateResponse;

export const verificationQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['verification'],
    queryFn: () => api.get<{ verification: VerificationState }>('/api/verification.php').then((body) => body.verification),
  });
