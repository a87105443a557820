import { Router } from 'express';
import type { Db } from '#server/platform/db/client';
import { removePushSubscription, savePushSubscription } from '#server/core/domain/notifications/push-subscriptions';
import { requireMember } from '#server/web/http/session';
import { pushAddressPolicy } from '#server/adapters/web-push/endpoint-policy';
import { pushBody } from './schema';

export interface PushRouteDeps {
  db: Db;
  /** PUSH_ALLOW_LOOPBACK: also accept https://127.0.0.1 endpoints. */
  allowLoopback: boolean;
}

/**
 * POST /api/user.php?push=1 (the spec's path): a member's push subscription. Mounted before the
 * login on the same path, it takes only requests with push=1 and leaves every other to the login.
 */
export function pushRoutes({ db, allowLoopback }: PushRouteDeps): Router {
  const router = Router();
  const policy = pushAddressPolicy(allowLoopback);
  router.post('/api/user.php', async (req, res, next) => {
    if (req.query.push !== '1') return next();
    const member = requireMember(res.locals.ctx);
    const body = pushBody.parse(req.body ?? {});
    if (typeof body.subscription === 'object') {
      await savePushSubscription(db, member, body.subscription, policy);
      res.status(201).json({ ok: true });
      return;
    }
    if ('endpoint' in body && body.endpoint) await removePushSubscription(db, member, body.endpoint);
    if (body.subscription === 'denied') req.log.info({ user: member.id }, 'push permission denied');
    res.json({ ok: true });
  });
  return router;
}
