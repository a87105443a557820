import type { Db } from '#server/db/client';
import { loadNotificationSettings } from '#server/domain/profiles/notifications';
import { requireMember } from '#server/http/session';
import { presentNotificationSettings } from '#server/presenters/notifications';
import type { ReadEndpoint } from '../endpoints';

/** GET: every notification type, its e-mail and push state, the address's state and the push devices. */
export function notificationsEndpoint({ db }: { db: Db }): ReadEndpoint {
  return {
    path: '/api/notifications.php',
    handle: async (ctx) => presentNotificationSettings(await loadNotificationSettings(db, requireMember(ctx).id)),
  };
}
