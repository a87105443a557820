import { Router } from 'express';
import { z } from 'zod';
import type { Db } from '#server/platform/db/client';
import { COMPLAINT_REASONS } from '#server/contract/complaint-reasons';
import { fileComplaint } from '#server/core/domain/members/complaints';

const complaintBody = z.object({
  reason: z.enum(COMPLAINT_REASONS),
  text: z.string().trim().max(4000).default(''),
  profile_id: z.number().int().positive().optional(),
  message_id: z.number().int().positive().optional(),
  email: z.email().max(254).optional(),
});

/** POST /api/complaints.php: members and visitors report a profile or a message. */
export function complaintRoutes({ db }: { db: Db }): Router {
  const router = Router();
  router.post('/api/complaints.php', async (req, res) => {
    const body = complaintBody.parse(req.body ?? {});
    const { user, site } = res.locals.ctx;
    const id = await fileComplaint(db, site.tenant, user, body);
    res.status(201).json({ complaint: { id } });
  });
  return router;
}
