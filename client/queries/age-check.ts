import { queryOptions } from '@tanstack/react-query';
import type { AgeCheckAnswer, AgeCheckStarted } from '#server/contract/answers/age-assurance';
import type { ApiClient } from '../api/client';
import { useSettings } from '../app-context';
import { queryKeys } from './keys';
import { useCurrentUser } from './user';

export type AgeCheck = AgeCheckAnswer;

/** While a provider decides, the page asks again this often (its webhook usually comes within seconds). */
const PENDING_REFRESH_MS = 2_000;

export const ageCheckQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.ageCheck,
    queryFn: () => api.get<AgeCheck>('/api/age-check.php'),
    refetchInterval: (query) => (query.state.data?.state === 'pending' ? PENDING_REFRESH_MS : false),
  });

/** Starts a check at the site's provider; the answer names its page. */
export const startAgeCheck = (api: ApiClient) => api.send<AgeCheckStarted>('POST', '/api/age-check.php');

/**
 * Whether this viewer must pass the site's age check first (decision 0144): the server says what the
 * visitor's country asks (settings) and whether the member passed (user); photos blur until then.
 */
export function useAgeGated(): boolean {
  const settings = useSettings();
  const user = useCurrentUser();
  return settings.age_assurance === 'provider' && !user?.age_assured;
}
