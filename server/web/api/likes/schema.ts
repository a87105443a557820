import { z } from 'zod';
import { MIN_AGE, OLDEST_AGE } from '#server/contract/age';

const empty = (value: unknown) => (value === '' ? undefined : value);
const age = z.preprocess(empty, z.coerce.number().int().min(MIN_AGE).max(OLDEST_AGE).optional());

export const swipeBody = z.object({ id: z.number().int().positive(), like: z.boolean() });

export const matchFinderQuery = z.object({
  gender: z.preprocess(empty, z.enum(['male', 'female']).optional()),
  min_age: age,
  max_age: age,
  region: z.preprocess(empty, z.string().max(10).optional()),
  interests: z.preprocess((value) => (typeof value === 'string' && value ? value.split(',') : []), z.array(z.coerce.number().int().positive()).max(50)),
});
