import { Router } from 'express';
import type { Db } from '#server/platform/db/client';
import { autoLike } from '#server/core/domain/likes/auto-like';
import { likeMember, unlikeMember } from '#server/core/domain/likes/likes';
import { swipe } from '#server/core/domain/likes/swipe';
import { requireMember } from '#server/web/http/session';
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

/** Changes: like, unlike, swipe, and the auto-like (docs/product.md#likes-auto-like). */
export function likeRoutes({ db, realtime, now, pick }: LikeDeps): Router {
  const router = Router();
  /** The liked member hears of the like at once; a match reaches both. */
  const announce = async (likerId: number, likedId: number, match: boolean) => {
    await realtime.emit([likedId], 'like', { from: likerId });
    if (match) await realtime.emit([likerId, likedId], 'match', { members: [likerId, likedId] });
  };
  router.post('/api/like.php', async (req, res) => {
    const { id } = memberBody.parse(req.body ?? {});
    const user = requireMember(res.locals.ctx);
    const { match } = await likeMember(db, res.locals.ctx.site.tenant, user, id);
    await announce(user.id, id, match);
    res.json({ like: true, match });
  });
  router.delete('/api/like.php', async (req, res) => {
    const { id } = memberBody.parse(req.body ?? {});
    await unlikeMember(db, requireMember(res.locals.ctx), id);
    res.json({ like: false, match: false });
  });
  router.post('/api/swipe.php', async (req, res) => {
    const user = requireMember(res.locals.ctx);
    const body = swipeBody.parse(req.body ?? {});
    const result = await swipe(db, res.locals.ctx.site.tenant, user, body, now());
    if (body.like) await announce(user.id, body.id, result.match);
    res.json(result);
  });
  // A GET that creates a like, as deployed clients call it (docs/product.md#likes-auto-like): only
  // from our own pages (SIDE_EFFECT_GETS in server/web/http/origin-check.ts).
  router.get('/api/auto-like.php', async (_req, res) => {
    const { site, cdnPrefix } = res.locals.ctx;
    res.json({ profile: await autoLike(db, site.tenant, requireMember(res.locals.ctx), cdnPrefix, pick) });
  });
  return router;
}
