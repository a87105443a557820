import type { Router } from 'express';
import type { z } from 'zod';
import type { Db } from '#server/platform/db/client';
import type { Storage } from '#server/adapters/storage/storage';
import type { Realtime } from '#server/platform/realtime/events';
import { ValidationError } from '#server/core/domain/errors';
import { keepPhotos, removePhotos, reviewAfterQueue } from '#server/core/domain/photos/review-after';
import { photoQueue, reviewPhotos } from '#server/core/domain/photos/review';
import { presentPhotoQueue } from '#server/core/presenters/photo-queue';
import type { PhotoRejectReason } from '#server/contract/photo-reject-reasons';
import { operatorRouter } from '../operator-router';
import { photoQueueQuery, photoReviewBody } from './schema';

function requiredReason(body: z.infer<typeof photoReviewBody>): PhotoRejectReason {
  if (!body.reason) throw new ValidationError({ reason: { key: 'operator_console.photo_reason_required' } });
  return body.reason;
}

/**
 * The photo queues (docs/product.md#operator-console, decision 0146): owners, managers and
 * moderators of the photos' sites. Removing a photo from the member page goes through here too,
 * so it needs this area as well as the member page's.
 */
export function photosOperatorRoutes(deps: { db: Db; storage: Storage; realtime: Realtime; now(): Date }): Router {
  const router = operatorRouter('photos');

  router.get('/api/operator/photos.php', async (req, res, operator) => {
    const query = photoQueueQuery.parse(req.query);
    const queue =
      query.status === 'pending'
        ? await photoQueue(deps.db, operator, { tenantId: query.tenant_id, after: query.after, limit: query.limit })
        : await reviewAfterQueue(deps.db, operator, { tenantId: query.tenant_id, before: query.before, limit: query.limit });
    res.json(presentPhotoQueue(queue, query.status, deps.now()));
  });

  router.post('/api/operator/photo-review.php', async (req, res, operator) => {
    const body = photoReviewBody.parse(req.body ?? {});
    const common = { ids: body.ids, ip: req.ip ?? null, now: deps.now() };
    switch (body.action) {
      case 'approve':
        res.json(await reviewPhotos(deps.db, deps.storage, operator, { ...common, action: 'approve' }));
        return;
      case 'reject':
        res.json(await reviewPhotos(deps.db, deps.storage, operator, { ...common, action: 'reject', reason: requiredReason(body) }));
        return;
      case 'keep':
        res.json(await keepPhotos(deps.db, operator, common));
        return;
      case 'remove': {
        const { events, ...result } = await removePhotos(deps.db, deps.storage, operator, { ...common, reason: requiredReason(body) });
        await deps.realtime.publish(events);
        res.json(result);
      }
    }
  });

  return router.routes;
}
