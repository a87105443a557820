import { Router, type Request, type Response } from 'express';
import { recordBounce, recordHidden, recordVisit, type Counter, type TrafficDeps } from '#server/core/domain/traffic/visits';
import { bounceBody, hiddenQuery, visitBody } from './schema';

function counter(req: Request, res: Response): Counter {
  return { tenantId: res.locals.ctx.site.tenant.id, ip: req.ip ?? 'unknown' };
}

/**
 * The landing counts of docs/product.md#tracking, sent by client/lib/tracking.ts. Visitors send
 * them, so no session is needed; like every change they pass the origin rule
 * (server/web/http/origin-check.ts) — the page-hidden beacon by its same-origin Origin header, the
 * one proof a beacon can carry (it sets no headers of its own).
 */
export function trafficRoutes(deps: TrafficDeps): Router {
  const router = Router();
  router.post('/api/landing-visit.php', async (req, res) => {
    const { visit, path, ...source } = visitBody.parse(req.body ?? {});
    await recordVisit(deps, counter(req, res), { key: visit, path, source });
    res.status(204).end();
  });
  router.post('/api/page-bounce.php', async (req, res) => {
    const { visit } = bounceBody.parse(req.body ?? {});
    await recordBounce(deps, counter(req, res), visit);
    res.status(204).end();
  });
  // navigator.sendBeacon: text/plain, so the JSON parser leaves the (empty) body alone; a page
  // that is no landing sends no key and nothing is stored.
  router.post('/api/page-hidden.php', async (req, res) => {
    const { visit } = hiddenQuery.parse(req.query);
    if (visit) await recordHidden(deps, counter(req, res), visit);
    res.status(204).end();
  });
  return router;
}
