import { z } from 'zod';
import { PHOTO_REJECT_REASONS } from '#server/contract/photo-reject-reasons';

/** GET /api/operator/photos.php: the queue holds pending photos only (the photos_pending index). */
export const photoQueueQuery = z.object({
  tenant_id: z.string().max(100).optional(),
  status: z.literal('pending').default('pending'),
  after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(60),
});

/** POST /api/operator/photo-review.php: up to 100 photos at once; a rejection needs its reason. */
export const photoReviewBody = z.object({
  ids: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).min(1).max(100),
  action: z.enum(['approve', 'reject']),
  reason: z.enum(PHOTO_REJECT_REASONS).optional(),
});
