import { z } from 'zod';
import { cleanTrackingValue, MAX_TRACKING_LENGTH } from '#server/contract/tracking';
import { SIGNUP_MESSAGE_MAX } from '#server/contract/signup-message';

const text = (max: number) => z.string().max(max).default('');
/** Longer values were always refused; odd characters are dropped (server/contract/tracking.ts). */
const tracking = z.string().max(MAX_TRACKING_LENGTH).optional().transform(cleanTrackingValue);
const landedAt = z.iso.datetime({ offset: true }).optional();

/** The first traffic source the browser kept (decision 0092); the flat fields are the last touch. */
const firstTouch = z.object({ network: tracking, ref: tracking, sub1: tracking, sub2: tracking, sub3: tracking, landed_at: landedAt });

/** Loose on purpose: the domain rules return the exact, translated field messages (docs/product.md#accounts-validation). */
export const signupBody = z.object({
  email: text(254),
  name: text(60),
  password: text(1024),
  date_of_birth: text(20),
  gender: z.enum(['male', 'female', '']).default(''),
  sexuality: z.enum(['hetero', 'gay', 'lesbian', 'bi', '']).default(''),
  signup_message: z.object({ profile_id: z.number().int().positive(), text: z.string().min(1).max(SIGNUP_MESSAGE_MAX) }).optional(),
  network: tracking,
  ref: tracking,
  sub1: tracking,
  sub2: tracking,
  sub3: tracking,
  landed_at: landedAt,
  first_touch: firstTouch.optional(),
});
