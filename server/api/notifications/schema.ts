import { z } from 'zod';
import { NOTIFICATION_TYPES } from '#server/shared/profile-fields';

/** PUT /api/notifications.php: the types turned off, nothing else. */
export const notificationsBody = z.object({ disabled: z.array(z.enum(NOTIFICATION_TYPES)).max(NOTIFICATION_TYPES.length) }).strict();
