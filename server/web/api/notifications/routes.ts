import { Router } from 'express';
import type { Db } from '#server/platform/db/client';
import { saveNotificationSettings } from '#server/core/domain/profiles/notifications';
import { requireMember } from '#server/web/http/session';
import { presentNotificationSettings } from '#server/core/presenters/notifications';
import { notificationsBody } from './schema';

/** PUT: the member's notification choices (the settings page, sign-up step 4); answers like the GET. */
export function notificationRoutes({ db }: { db: Db }): Router {
  const router = Router();
  router.put('/api/notifications.php', async (req, res) => {
    const choices = notificationsBody.parse(req.body ?? {});
    res.json(presentNotificationSettings(await saveNotificationSettings(db, requireMember(res.locals.ctx).id, choices)));
  });
  return router;
}
