import { z } from 'zod';
import { COMPLAINT_REASONS } from '#server/contract/complaint-reasons';
import { PHOTO_REJECT_REASONS } from '#server/contract/photo-reject-reasons';
import { NOTE_MAX, RESOLVE_ACTIONS } from '#server/core/domain/complaints/resolve';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * GET /api/operator/complaints.php: open ones oldest first (the queue), closed ones newest first,
 * unless `order` says otherwise; `before`/`after` continue a page in that order.
 */
export const complaintsQuery = z.object({
  tenant_id: z.string().max(100).optional(),
  status: z.enum(['open', 'closed']).default('open'),
  reason: z.enum(COMPLAINT_REASONS).optional(),
  order: z.enum(['oldest', 'newest']).optional(),
  before: id.optional(),
  after: id.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const complaintQuery = z.object({ id });

/** POST /api/operator/complaint-resolve.php: hiding a photo names the photo and the reason its owner reads. */
export const resolveBody = z.object({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  action: z.enum(RESOLVE_ACTIONS),
  photo_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  photo_reason: z.enum(PHOTO_REJECT_REASONS).optional(),
  note: z.string().max(NOTE_MAX).default(''),
});
