import { queryOptions } from '@tanstack/react-query';
import { readPushStatus, type PushEnv } from '../push/browser';
import { queryKeys } from './keys';

/**
 * This browser's push state for the member, read from the browser (which also brings the server's
 * copy in line: client/push/browser.ts). Never on the server; not retried (a refused permission
 * is an answer).
 */
export const pushStatusQuery = (env: PushEnv | null) =>
  queryOptions({
    queryKey: queryKeys.push(env?.member ?? null),
    queryFn: () => readPushStatus(env as PushEnv),
    enabled: env !== null && typeof window !== 'undefined',
    staleTime: 60_000,
    retry: false,
  });
