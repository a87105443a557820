import { Router } from 'express';
import type { Db } from '#server/db/client';
import { autoLike } from '#server/domain/likes/auto-like';
import { likeMember, listLikes, unlikeMember } from '#server/domain/likes/likes';
import { findMatches } from '#server/domain/likes/match-finder';
import { swipe, swipeDeck } from '#server/domain/likes/swipe';
import { requireMember, requireUser } from '#server/http/session';
import type { Realtime } from '#server/realtime/events';
import type { ReadEndpoint } from '../endpoints';
import { memberBody } from '../members/schema';
import { matchFinderQuery, swipeBody } from './schema';

interface LikeDeps {
  db: Db;
  realtime: Realtime;
  now(): Date;
  /** Chooses an index below count (auto-like); Math.random in the app, fixed in tests. */
  pick(count: number): number;
}

/** Reads: the likes overview, the swipe deck and the match finder's suggestions. */
export function likeEndpoints({ db, now }: LikeDeps): ReadEndpoint[] {
  return [
    { path: '/api/likes.php', handle: (ctx) => listLikes(db, ctx.site.tenant, requireMember(ctx), ctx.cdnPrefix, now()) },
    { path: '/api/swipe.php', handle: (ctx) => swipeDeck(db, ctx.site.tenant, requireMember(ctx), ctx.cdnPrefix, now()) },
    {
      path: '/api/match-finder.php',
      handle: async (ctx, query) => ({
        suggestions: await findMatches(db, ctx.site.tenant, requireMember(ctx), matchFinderQuery.parse(Object.fromEntries(query)), ctx.cdnPrefix, now()),
      }),
    },
  ];
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
    const user = requireUser(res);
    const { match } = await likeMember(db, res.locals.ctx.site.tenant, user, id);
    await announce(user.id, id, match);
    res.json({ like: true, match });
  });
  router.delete('/api/like.php', async (req, res) => {
    const { id } = memberBody.parse(req.body ?? {});
    await unlikeMember(db, requireUser(res), id);
    res.json({ like: false, match: false });
  });
  router.post('/api/swipe.php', async (req, res) => {
    const user = requireUser(res);
    const body = swipeBody.parse(req.body ?? {});
    const result = await swipe(db, res.locals.ctx.site.tenant, user, body, now());
    if (body.like) await announce(user.id, body.id, result.match);
    res.json(result);
  });
  // A GET that creates a like, as deployed clients call it (docs/product.md#likes-auto-like): only
  // from our own pages (SIDE_EFFECT_GETS in server/http/origin-check.ts).
  router.get('/api/auto-like.php', async (_req, res) => {
    const { site, cdnPrefix } = res.locals.ctx;
    res.json({ profile: await autoLike(db, site.tenant, requireUser(res), cdnPrefix, pick) });
  });
  return router;
}
