import { queryOptions } from '@tanstack/react-query';
import { uploadFile } from '../api/browser';
import type { ApiClient } from '../api/client';
import type { VerificationStateResponse } from '#server/contract/answers/account';
import { queryKeys } from './keys';

export type VerificationState = VerificationStateResponse;

export const verificationQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.verification,
    queryFn: () => api.get<{ verification: VerificationState }>('/api/verification.php').then((body) => body.verification),
  });

/** The selfie (multipart); the answer is the new state (waiting for review). */
export const sendSelfie = (file: File) => uploadFile<{ verification: VerificationState }>('/api/verification.php', 'photo', file);
