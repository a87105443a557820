import { z } from 'zod';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** GET /api/operator/member-export.php?id= */
export const memberExportQuery = z.object({ id });

/** The reference of the written request an erasure answers (a ticket or letter number). */
export const ERASE_REFERENCE_MAX = 100;

/** POST /api/operator/member-erase.php: the reference is checked by the route, with its own message. */
export const memberEraseBody = z.object({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  reference: z.string().max(1000).default(''),
});
