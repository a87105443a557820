import { z } from 'zod';

/** GET /api/member-landing.php: the id as the API writes it (no sign, no leading zero). */
export const memberLandingQuery = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,14}$/)
    .transform(Number),
});
