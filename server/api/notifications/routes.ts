import { Router } from 'express';
import { z } from 'zod';
import type { Db } from '#server/db/client';
import { NOTIFICATION_TYPES } from '#server/shared/profile-fields';
import { presentNotifications, setDisabledNotifications } from '#server/domain/profiles/notifications';
import { requireUser } from '#server/http/session';
import type { ReadEndpoint } from '../endpoints';

const notificationsBody = z.object({ disabled: z.array(z.enum(NOTIFICATION_TYPES)).max(NOTIFICATION_TYPES.length) }).strict();

/** GET: every notification type and whether it is on. */
export function notificationsEndpoint(): ReadEndpoint {
  return {
    path: '/api/notifications.php',
    handle: async (ctx) => ({ notifications: presentNotifications(ctx.user?.notificationsDisabled ?? []) }),
  };
}

/** PUT { disabled: [...] }: the e-mail notification types the member turned off (sign-up step 4). */
export function notificationRoutes({ db }: { db: Db }): Router {
  const router = Router();
  router.put('/api/notifications.php', async (req, res) => {
    const { disabled } = notificationsBody.parse(req.body ?? {});
    res.json({ notifications: await setDisabledNotifications(db, requireUser(res).id, disabled) });
  });
  return router;
}
