import { z } from 'zod';
import { NOTIFICATION_TYPES, PUSH_NOTIFICATION_TYPES } from '#server/contract/profile-fields';

/**
 * PUT /api/notifications.php: every e-mail type the member wants off (a type turned off by an
 * unsubscribe link stays off only if it is listed), optionally the push types off, and
 * `resume_email: true` to mail an address stopped by bounces or a spam report again.
 */
export const notificationsBody = z
  .object({
    disabled: z.array(z.enum(NOTIFICATION_TYPES)).max(NOTIFICATION_TYPES.length),
    push_disabled: z.array(z.enum(PUSH_NOTIFICATION_TYPES)).max(PUSH_NOTIFICATION_TYPES.length).optional(),
    resume_email: z.literal(true).optional(),
  })
  .strict();
