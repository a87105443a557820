import { ApiRequestError, type ApiClient } from '../../client/api/client';
import type { ReadEndpoint } from '../api/endpoints';
import type { RequestContext } from '../http/context';

/** The ApiClient that loaders use during SSR: the same endpoints, called in-process. */
export function inProcessApi(endpoints: ReadonlyMap<string, ReadEndpoint>, ctx: RequestContext): ApiClient {
  return {
    async get<T>(path: string, params?: Record<string, string>): Promise<T> {
      const endpoint = endpoints.get(path);
      if (!endpoint) throw new ApiRequestError(404, 'not_found', `${path} has no in-process endpoint`);
      return (await endpoint.handle(ctx, new URLSearchParams(params))) as T;
    },
    async send() {
      // Loaders only read; changes happen in the browser after hydration.
      throw new ApiRequestError(405, 'read_only', 'server rendering cannot change data');
    },
  };
}
