import { presentNotifications } from '#server/presenters/notifications';
import type { ReadEndpoint } from '../endpoints';

/** GET: every notification type and whether it is on. */
export function notificationsEndpoint(): ReadEndpoint {
  return {
    path: '/api/notifications.php',
    handle: async (ctx) => ({ notifications: presentNotifications(ctx.user?.notificationsDisabled ?? []) }),
  };
}
