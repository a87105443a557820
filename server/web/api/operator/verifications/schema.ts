import { z } from 'zod';
import { VERIFICATION_REJECT_REASONS } from '#server/contract/verification-reject-reasons';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** GET /api/operator/verifications.php: pending selfies, oldest first, paged by id (`after`). */
export const verificationQueueQuery = z.object({
  tenant_id: z.string().max(100).optional(),
  after: id.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** GET /api/operator/verification-selfie.php. */
export const selfieQuery = z.object({ id });

/** POST /api/operator/verification-review.php: a rejection needs its reason. */
export const verificationReviewBody = z.object({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  action: z.enum(['approve', 'reject']),
  reason: z.enum(VERIFICATION_REJECT_REASONS).optional(),
});
