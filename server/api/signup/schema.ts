import { z } from 'zod';

const text = (max: number) => z.string().max(max).default('');
const tracking = z.string().max(100).optional();

/** Loose on purpose: the domain rules return the exact, translated field messages (docs/product.md#accounts-validation). */
export const signupBody = z.object({
  email: text(254),
  name: text(60),
  password: text(1024),
  date_of_birth: text(20),
  gender: z.enum(['male', 'female', '']).default(''),
  sexuality: z.enum(['hetero', 'gay', 'lesbian', 'bi', '']).default(''),
  signup_message: z.object({ profile_id: z.number().int().positive(), text: z.string().min(1).max(1000) }).optional(),
  network: tracking,
  ref: tracking,
  sub1: tracking,
  sub2: tracking,
  sub3: tracking,
});
