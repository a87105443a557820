import { z } from 'zod';
import { COMPLAINT_REASONS, COMPLAINT_TEXT_MAX } from '#server/contract/complaint-reasons';

/** POST /api/complaints.php: a profile or a message reported, by a member or a visitor (who may leave an address). */
export const complaintBody = z.object({
  reason: z.enum(COMPLAINT_REASONS),
  text: z.string().trim().max(COMPLAINT_TEXT_MAX).default(''),
  profile_id: z.number().int().positive().optional(),
  message_id: z.number().int().positive().optional(),
  email: z.email().max(254).optional(),
});
