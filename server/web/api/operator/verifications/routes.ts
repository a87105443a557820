import type { Router } from 'express';
import type { Db } from '#server/platform/db/client';
import { ValidationError } from '#server/core/domain/errors';
import { maySeeSite } from '#server/core/domain/operators/roles';
import { pendingPerSite, readSelfie, reviewVerification, verificationQueue, type ReviewInput } from '#server/core/domain/verification/review';
import { presentQueuedVerification, presentReviewed } from '#server/core/presenters/verification';
import type { Storage } from '#server/adapters/storage/storage';
import type { TenantRegistry } from '#server/platform/tenancy/registry';
import { operatorRouter } from '../operator-router';
import { selfieQuery, verificationQueueQuery, verificationReviewBody } from './schema';

export interface VerificationRouteDeps {
  db: Db;
  /** The private store of selfies (server/adapters/storage/selfies.ts). */
  selfies: Storage;
  tenants: TenantRegistry;
  /** MEDIA_URL: where member photos are served from, else each site's cdn_prefix. */
  mediaUrl?: string | undefined;
  now(): Date;
}

/** Photo verification (decision 0098): the queue, the selfies themselves, and the decision. Area 'photos'. */
export function verificationOperatorRoutes(deps: VerificationRouteDeps): Router {
  const router = operatorRouter('photos');
  const mediaPrefix = (tenantId: string) => deps.mediaUrl ?? deps.tenants.get(tenantId)?.tenant.cdn_prefix ?? '/media/';

  router.get('/api/operator/verifications.php', async (req, res, operator) => {
    const query = verificationQueueQuery.parse(req.query);
    const sites = query.tenant_id ? [query.tenant_id] : deps.tenants.tenants.map((tenant) => tenant.id).filter((id) => maySeeSite(operator, id));
    const [items, counts] = await Promise.all([
      verificationQueue(deps.db, operator, { sites, after: query.after, limit: query.limit }),
      pendingPerSite(deps.db, operator),
    ]);
    const today = deps.now();
    const last = items.at(-1);
    res.json({
      verifications: items.map((item) => presentQueuedVerification(item, mediaPrefix(item.verification.tenantId), today)),
      pending: counts.map((row) => ({ tenant_id: row.tenantId, count: row.total })),
      next_after: items.length === query.limit && last ? last.verification.id : null,
    });
  });

  router.get('/api/operator/verification-selfie.php', async (req, res, operator) => {
    const { id } = selfieQuery.parse(req.query);
    const data = await readSelfie(deps.db, deps.selfies, operator, id);
    // A face for the moderator's eyes only: never kept by a cache, never shown inline elsewhere.
    res.setHeader('Cache-Control', 'private, no-store');
    res.type('image/webp').send(data);
  });

  router.post('/api/operator/verification-review.php', async (req, res, operator) => {
    const body = verificationReviewBody.parse(req.body ?? {});
    const common = { id: body.id, ip: req.ip ?? null };
    let input: ReviewInput;
    if (body.action === 'approve') input = { ...common, action: 'approve' };
    else if (body.reason) input = { ...common, action: 'reject', reason: body.reason };
    else throw new ValidationError({ reason: { key: 'operator_console.verification_reason_required' } });
    res.json({ verification: presentReviewed(await reviewVerification(deps.db, deps.selfies, operator, input, deps.now())) });
  });

  return router.routes;
}
