import { queryOptions } from '@tanstack/react-query';
import type { UnsubscribeView } from '#server/contract/answers/account';
import type { ApiClient } from '../api/client';
import { queryKeys } from './keys';

/** What an unsubscribe link's token stands for: the route's loader fills it, outside the page's lazy chunk. */
export const unsubscribeQuery = (api: ApiClient, token: string) =>
  queryOptions({
    queryKey: queryKeys.unsubscribe(token),
    queryFn: () => api.get<{ unsubscribe: UnsubscribeView }>('/api/unsubscribe.php', { token }).then((body) => body.unsubscribe),
  });
