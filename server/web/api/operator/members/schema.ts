import { z } from 'zod';
import { MEMBER_STATUS_FILTERS } from '#server/contract/console-members';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const bodyId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** GET /api/operator/members.php */
export const memberListQuery = z.object({
  q: z.string().max(254).default(''),
  tenant_id: z.string().max(100).optional(),
  status: z.enum(MEMBER_STATUS_FILTERS).optional(),
  before: id.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** GET /api/operator/member.php */
export const memberQuery = z.object({ id });

/** POST member-unban.php, member-delete.php, member-resend-activation.php, member-logout.php */
export const memberBody = z.object({ id: bodyId });

/** POST member-ban.php: the reason's length is the domain's rule (a translated 400). */
export const banBody = z.object({ id: bodyId, reason: z.string().max(10_000) });

/** POST member-credits.php: amount and note are checked by the domain (translated 400s). */
export const creditsBody = z.object({ id: bodyId, amount: z.number().int().min(-1_000_000_000).max(1_000_000_000), note: z.string().max(10_000) });
