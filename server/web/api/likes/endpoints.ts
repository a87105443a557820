import type { Db } from '#server/platform/db/client';
import { listLikes } from '#server/core/domain/likes/likes';
import { findMatches } from '#server/core/domain/likes/match-finder';
import { swipeDeck } from '#server/core/domain/likes/swipe';
import { requireMember } from '#server/web/http/session';
import { presentLikes } from '#server/core/presenters/likes';
import type { ReadEndpoint } from '../endpoints';
import { matchFinderQuery } from './schema';

/** Reads: the likes overview, the swipe deck and the match finder's suggestions. */
export function likeEndpoints({ db, now }: { db: Db; now(): Date }): ReadEndpoint[] {
  return [
    {
      path: '/api/likes.php',
      handle: async (ctx) => {
        const today = now();
        return presentLikes(await listLikes(db, ctx.site.tenant, requireMember(ctx)), ctx.cdnPrefix, today);
      },
    },
    { path: '/api/swipe.php', handle: (ctx) => swipeDeck(db, ctx.site.tenant, requireMember(ctx), ctx.cdnPrefix, now()) },
    {
      path: '/api/match-finder.php',
      handle: async (ctx, query) => ({
        suggestions: await findMatches(db, ctx.site.tenant, requireMember(ctx), matchFinderQuery.parse(Object.fromEntries(query)), ctx.cdnPrefix, now()),
      }),
    },
  ];
}
