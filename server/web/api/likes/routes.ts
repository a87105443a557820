import { Router, type Request } from 'express';
import type { Db } from '#server/platform/db/client';
import { autoLike } from '#server/core/domain/likes/auto-like';
import { likeMember, markLikeAnnounced, unlikeMember } from '#server/core/domain/likes/likes';
import { swipe } from '#server/core/domain/likes/swipe';
import { requireMember } from '#server/web/http/session';
import type { LiveEvent } from '#server/platform/realtime/bus';
import type { Realtime } from '#server/platform/realtime/events';
import { memberBody } from '../members/schema';
import { swipeBody } from './schema';

interface LikeDeps {
  db: Db;
  realtime: Realtime;
  now(): Date;
  /** Chooses an index below count (auto-like); Math.random in the app, fixed in tests. */
  pick(count: number): number;
}

/** Changes: like, unlike, swipe, a like's moment shown, and the auto-like (docs/product.md#likes-auto-like). */
export function likeRoutes({ db, realtime, now, pick }: LikeDeps): Router {
  const router = Router();
  // The domain stored the like's events with it; a failed live push is logged, not an error
  // (clients catch up from the events table, the notify jobs are queued already).
  const publish = (req: Request, events: LiveEvent[]) => realtime.publish(events).catch((error: unknown) => req.log.error({ err: error }, 'live push failed'));
  router.post('/api/like.php', async (req, res) => {
    const { id } = memberBody.parse(req.body ?? {});
    const user = requireMember(res.locals.ctx);
    const { match, events } = await likeMember(db, res.locals.ctx.site.tenant, user, id);
    await publish(req, events);
    res.json({ like: true, match });
  });
  router.delete('/api/like.php', async (req, res) => {
    const { id } = memberBody.parse(req.body ?? {});
    await unlikeMember(db, requireMember(res.locals.ctx), id);
    res.json({ like: false, match: false });
  });
  // The member's client showed the "New like" or "It's a match" moment of member `id`'s like.
  router.post('/api/like-announced.php', async (req, res) => {
    const { id } = memberBody.parse(req.body ?? {});
    await markLikeAnnounced(db, requireMember(res.locals.ctx).id, id, now());
    res.json({ announced: true });
  });
  router.post('/api/swipe.php', async (req, res) => {
    const user = requireMember(res.locals.ctx);
    const body = swipeBody.parse(req.body ?? {});
    const { match, likesLeft, events } = await swipe(db, res.locals.ctx.site.tenant, user, body, now());
    await publish(req, events);
    res.json({ match, likes_left: likesLeft });
  });
  // A GET that creates a like, as deployed clients call it (docs/product.md#likes-auto-like): only
  // from our own pages (SIDE_EFFECT_GETS in server/web/http/origin-check.ts).
  router.get('/api/auto-like.php', async (_req, res) => {
    const { site, cdnPrefix } = res.locals.ctx;
    res.json({ profile: await autoLike(db, site.tenant, requireMember(res.locals.ctx), cdnPrefix, pick) });
  });
  return router;
}
