import { Router } from 'express';
import type { RequestContext } from '../http/context';

/**
 * A read-only API call (GET, JSON). Declared once, it serves HTTP clients through Express and
 * server rendering in-process, so a page's loader gets the same answer without a network hop.
 */
export interface ReadEndpoint {
  path: `/api/${string}.php`;
  /** Seconds shared caches and the browser may keep the answer; omitted = personal, never stored. */
  publicMaxAge?: number;
  handle(ctx: RequestContext, query: URLSearchParams): Promise<unknown>;
}

export function readEndpointRoutes(endpoints: readonly ReadEndpoint[]): Router {
  const router = Router();
  for (const endpoint of endpoints) {
    router.get(endpoint.path, async (req, res) => {
      const query = new URLSearchParams(req.url.split('?')[1] ?? '');
      const body = await endpoint.handle(res.locals.ctx, query);
      // Anything else keeps privateByDefault's "private, no-store" (server/web/http/security.ts).
      if (endpoint.publicMaxAge) {
        res.setHeader('Cache-Control', `public, max-age=${endpoint.publicMaxAge}`);
        res.setHeader('Vary', 'Cookie');
      }
      res.json(body);
    });
  }
  return router;
}
