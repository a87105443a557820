import type { Db } from '#server/platform/db/client';
import { loadNotificationSettings } from '#server/core/domain/profiles/notifications';
import { requireMember } from '#server/web/http/session';
import { presentNotificationSettings } from '#server/core/presenters/notifications';
import type { ReadEndpoint } from '../endpoints';

/** GET: every notification type, its e-mail and push state, the address's state and the push devices. */
export function notificationsEndpoint({ db }: { db: Db }): ReadEndpoint {
  return {
    path: '/api/notifications.php',
    handle: async (ctx) => presentNotificationSettings(await loadNotificationSettings(db, requireMember(ctx).id)),
  };
}
