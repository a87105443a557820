import { Router } from 'express';
import type { Db } from '#server/db/client';
import { setDisabledNotifications } from '#server/domain/profiles/notifications';
import { requireMember } from '#server/http/session';
import { presentNotifications } from '#server/presenters/notifications';
import { notificationsBody } from './schema';

/** PUT { disabled: [...] }: the e-mail notification types the member turned off (sign-up step 4). */
export function notificationRoutes({ db }: { db: Db }): Router {
  const router = Router();
  router.put('/api/notifications.php', async (req, res) => {
    const { disabled } = notificationsBody.parse(req.body ?? {});
    res.json({ notifications: presentNotifications(await setDisabledNotifications(db, requireMember(res.locals.ctx).id, disabled)) });
  });
  return router;
}
