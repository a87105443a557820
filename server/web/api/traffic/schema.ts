import { z } from 'zod';
import { cleanTrackingValue, isLandingPath, MAX_TRACKING_LENGTH, TRACKING_FIELDS, VISIT_KEY_PATTERN } from '#server/contract/tracking';

const visitKey = z.string().regex(VISIT_KEY_PATTERN);
const tracking = z.string().max(MAX_TRACKING_LENGTH).optional().transform(cleanTrackingValue);

/** A landing view as client/lib/tracking.ts reports it: a landing path, or any page with tracking values. */
export const visitBody = z
  .object({
    visit: visitKey,
    path: z
      .string()
      .max(300)
      .regex(/^\/[^?#]*$/),
    network: tracking,
    ref: tracking,
    sub1: tracking,
    sub2: tracking,
    sub3: tracking,
  })
  .refine((body) => isLandingPath(body.path) || TRACKING_FIELDS.some((field) => body[field]), { path: ['path'] });

export const bounceBody = z.object({ visit: visitKey });

/** The beacon's body is empty JSON and never read; the view it belongs to rides in the query (a beacon sets no headers). */
export const hiddenQuery = z.object({ visit: visitKey.optional() });
