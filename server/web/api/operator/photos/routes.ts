import type { Router } from 'express';
import type { z } from 'zod';
import type { Db } from '#server/platform/db/client';
import { ValidationError } from '#server/core/domain/errors';
import { photoQueue, reviewPhotos, type ReviewInput } from '#server/core/domain/photos/review';
import { presentPhotoQueue } from '#server/core/presenters/photo-queue';
import { operatorRouter } from '../operator-router';
import { photoQueueQuery, photoReviewBody } from './schema';

function reviewInput(body: z.infer<typeof photoReviewBody>, common: Omit<ReviewInput, 'action' | 'reason'>): ReviewInput {
  if (body.action === 'approve') return { ...common, action: 'approve' };
  if (!body.reason) throw new ValidationError({ reason: { key: 'operator_console.photo_reason_required' } });
  return { ...common, action: 'reject', reason: body.reason };
}

/** The photo moderation queue (docs/product.md#operator-console): owners, managers and moderators of the photos' sites. */
export function photosOperatorRoutes(deps: { db: Db; now(): Date }): Router {
  const router = operatorRouter('photos');

  router.get('/api/operator/photos.php', async (req, res, operator) => {
    const query = photoQueueQuery.parse(req.query);
    const queue = await photoQueue(deps.db, operator, { tenantId: query.tenant_id, after: query.after, limit: query.limit });
    res.json(presentPhotoQueue(queue, query.limit, deps.now()));
  });

  router.post('/api/operator/photo-review.php', async (req, res, operator) => {
    const body = photoReviewBody.parse(req.body ?? {});
    const result = await reviewPhotos(deps.db, operator, reviewInput(body, { ids: body.ids, ip: req.ip ?? null, now: deps.now() }));
    res.json(result);
  });

  return router.routes;
}
