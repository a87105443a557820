import { Router } from 'express';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { NOTIFICATION_TYPES } from '../../domain/profiles/fields';
import { requireUser } from '../../http/session';
import type { ReadEndpoint } from '../endpoints';

const notificationsBody = z.object({ disabled: z.array(z.enum(NOTIFICATION_TYPES)).max(NOTIFICATION_TYPES.length) }).strict();

/** GET: every notification type and whether it is on. */
export function notificationsEndpoint(): ReadEndpoint {
  return {
    path: '/api/notifications.php',
    handle: async (ctx) => {
      const disabled = new Set(ctx.user?.notificationsDisabled ?? []);
      return { notifications: NOTIFICATION_TYPES.map((type) => ({ type, enabled: !disabled.has(type) })) };
    },
  };
}

/** PUT { disabled: [...] }: the e-mail notification types the member turned off (sign-up step 4). */
export function notificationRoutes({ db }: { db: Db }): Router {
  const router = Router();
  router.put('/api/notifications.php', async (req, res) => {
    const user = requireUser(res);
    const { disabled } = notificationsBody.parse(req.body ?? {});
    await db.update(users).set({ notificationsDisabled: [...new Set(disabled)] }).where(eq(users.id, user.id));
    res.json({ notifications: NOTIFICATION_TYPES.map((type) => ({ type, enabled: !disabled.includes(type) })) });
  });
  return router;
}
