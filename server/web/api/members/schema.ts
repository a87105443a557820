import { z } from 'zod';
import { MIN_AGE, OLDEST_AGE } from '#server/contract/age';
import { PAGE_SIZE } from '#server/core/domain/members/search';

const age = z.coerce.number().int().min(MIN_AGE).max(OLDEST_AGE).optional();
const empty = (value: unknown) => (value === '' ? undefined : value);

/** GET /api/members.php: the search filters (docs/product.md#search) plus the keyset cursor. */
export const searchQuery = z.object({
  gender: z.preprocess(empty, z.enum(['male', 'female', 'any']).optional()),
  country: z.preprocess(
    empty,
    z
      .string()
      .regex(/^[A-Z]{2}$/)
      .optional(),
  ),
  countryregion: z.preprocess(empty, z.string().max(10).optional()),
  min_age: z.preprocess(empty, age),
  max_age: z.preprocess(empty, age),
  /** Interest ids, comma-separated: members with any of them. */
  interests: z.preprocess(
    empty,
    z
      .string()
      .regex(/^[1-9]\d{0,4}(,[1-9]\d{0,4}){0,19}$/)
      .transform((list) => [...new Set(list.split(',').map(Number))])
      .optional(),
  ),
  online: z.preprocess(
    empty,
    z
      .literal('1')
      .transform(() => true)
      .optional(),
  ),
  /** Where the previous page ended: tier, created_at and id (server/core/domain/members/search.ts: encodeCursor). */
  cursor: z.preprocess(
    empty,
    z
      .string()
      .regex(/^\d\.\d{1,15}\.\d{1,15}$/)
      .optional(),
  ),
  /** A glance of fewer cards than a page, without the count (the home's panel): 1 to PAGE_SIZE. */
  limit: z.preprocess(empty, z.coerce.number().int().min(1).max(PAGE_SIZE).optional()),
  /** A traffic source, for tenants that allow logged-out search only with one. */
  network: z.preprocess(empty, z.string().max(100).optional()),
});

/** GET /api/member.php: the id as the API writes it (no sign, no leading zero), and the visitor's traffic source. */
export const memberQuery = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,14}$/)
    .transform(Number),
  network: z.preprocess(empty, z.string().max(100).optional()),
});
export const memberBody = z.object({ id: z.number().int().positive() });
