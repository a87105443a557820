import { z } from 'zod';
import { PHOTO_REJECT_REASONS } from '#server/contract/photo-reject-reasons';

const photoId = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/**
 * GET /api/operator/photos.php: `pending` (the photos_pending index, oldest first, `after`) or
 * `unreviewed`, the review-after queue (the photos_unreviewed indexes, newest first, `before`).
 */
export const photoQueueQuery = z.object({
  tenant_id: z.string().max(100).optional(),
  status: z.enum(['pending', 'unreviewed']).default('pending'),
  after: photoId.optional(),
  before: photoId.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(60),
});

/**
 * POST /api/operator/photo-review.php: up to 100 photos at once. Waiting photos are approved or
 * rejected, published ones kept or removed (any photo not yet rejected, from the member page too);
 * a rejection and a removal need their reason.
 */
export const photoReviewBody = z.object({
  ids: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).min(1).max(100),
  action: z.enum(['approve', 'reject', 'keep', 'remove']),
  reason: z.enum(PHOTO_REJECT_REASONS).optional(),
});
