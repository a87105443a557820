import { z } from 'zod';
import { LANDER_SLUG_PATTERN } from '#server/contract/landers';

const empty = (value: unknown) => (value === '' ? undefined : value);

/** GET /api/lander.php: a lander's name as the URL writes it, and an optional campaign slug. */
export const landerQuery = z.object({
  name: z
    .string()
    .max(40)
    .regex(/^[a-z]+$/),
  slug: z.preprocess(empty, z.string().max(60).regex(LANDER_SLUG_PATTERN).optional()),
});

/** GET /api/lander-map.svg: one of the site's countries. */
export const mapQuery = z.object({ country: z.string().regex(/^[A-Z]{2}$/) });
