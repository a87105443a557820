import { Router, type Request } from 'express';
import type { Db } from '#server/platform/db/client';
import type { User } from '#server/core/domain/accounts/context';
import type { MemberFiles } from '#server/core/domain/accounts/erasure';
import { DomainError } from '#server/core/domain/errors';
import { exportFileName, exportSite } from '#server/core/domain/gdpr/export';
import { requireMember } from '#server/web/http/session';
import type { RateLimits } from '#server/platform/security/rate-limits';
import { streamExport } from './stream';

/** Opened by the settings link, a browser navigates; fetch() and other clients do not. */
const isNavigation = (req: Request) => req.headers['sec-fetch-mode'] === 'navigate';

/**
 * GET /api/export.php (docs/product.md#member-data): the member's own data as a ZIP, three times
 * an hour. Its cost is its only side effect, and the path is in SIDE_EFFECT_GETS: the settings
 * page's plain link proves itself with Sec-Fetch-Site: same-origin, another site's link gets 403.
 */
export function exportRoutes(deps: { db: Db; files: MemberFiles; limits: RateLimits; now(): Date }): Router {
  const router = Router();
  router.get('/api/export.php', async (req, res) => {
    const { ctx } = res.locals;
    let member: User;
    try {
      member = requireMember(ctx);
      const wait = await deps.limits.consume('exportsPerMember', String(member.id));
      if (wait) throw new DomainError(429, 'too_many_exports', 'data_export.rate_limited', { count: Math.ceil(wait / 60) });
    } catch (error) {
      // A refusal of the link goes back to the settings, which say it in the member's words, rather than a page of JSON.
      if (!(error instanceof DomainError) || !isNavigation(req)) throw error;
      const query = new URLSearchParams({ export_error: error.code });
      if (typeof error.values.count === 'number') query.set('minutes', String(error.values.count));
      res.redirect(303, `/settings?${query}`);
      return;
    }
    await streamExport(res, deps, member, exportSite(member.tenantId, ctx.site), exportFileName(member.tenantId, deps.now()));
  });
  return router;
}
