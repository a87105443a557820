import { z } from 'zod';
import { ApiRequestError, type ApiClient } from '#client/api/client';
import type { ReadEndpoint } from '../api/endpoints';
import { DomainError } from '#server/core/domain/errors';
import { isConnectionError } from '#server/platform/db/connection-errors';
import type { RequestContext } from '../http/context';

/**
 * The same failure the browser would get over HTTP: status, code and translated message. This
 * module's ApiRequestError is not the loaders' copy in the production build (two bundles), so
 * loaders recognise it by its brand (isApiError), never by instanceof.
 */
function asApiError(error: unknown, ctx: RequestContext): unknown {
  if (error instanceof DomainError) return new ApiRequestError(error.status, error.code, ctx.t(error.messageKey, error.values));
  if (error instanceof z.ZodError) return new ApiRequestError(400, 'invalid_request', ctx.t('errors.invalid_request'));
  // As under /api (server/web/http/errors.ts): the page answers 503 (client/entry-server.tsx).
  if (isConnectionError(error)) return new ApiRequestError(503, 'unavailable', ctx.t('errors.server'));
  return error;
}

/** The ApiClient that loaders use during SSR: the same endpoints, called in-process. */
export function inProcessApi(endpoints: ReadonlyMap<string, ReadEndpoint>, ctx: RequestContext): ApiClient {
  return {
    async get<T>(path: string, params?: Record<string, string>): Promise<T> {
      const endpoint = endpoints.get(path);
      // A loader asking for an endpoint that does not exist is a bug (500), not a missing page.
      if (!endpoint) throw new Error(`${path} has no in-process endpoint`);
      try {
        return (await endpoint.handle(ctx, new URLSearchParams(params))) as T;
      } catch (error) {
        throw asApiError(error, ctx);
      }
    },
    async send() {
      // Loaders only read; changes happen in the browser after hydration.
      throw new Error('server rendering cannot change data');
    },
  };
}
