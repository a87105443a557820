import type { Db } from '#server/platform/db/client';
import { listLikes } from '#server/core/domain/likes/likes';
import { findMatches } from '#server/core/domain/likes/match-finder';
import { swipeDeck } from '#server/core/domain/likes/swipe';
import { requireMember } from '#server/web/http/session';
import { presentLikes } from '#server/core/presenters/likes';
import { presentSuggestions } from '#server/core/presenters/match-finder';
import { presentSwipeDeck } from '#server/core/presenters/swipe';
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
    {
      path: '/api/swipe.php',
      handle: async (ctx) => {
        const today = now();
        return presentSwipeDeck(await swipeDeck(db, ctx.site.tenant, requireMember(ctx), today), ctx.site.tenant.countries, ctx.cdnPrefix, today);
      },
    },
    {
      path: '/api/match-finder.php',
      handle: async (ctx, query) => {
        const today = now();
        const prefs = matchFinderQuery.parse(Object.fromEntries(query));
        return presentSuggestions(await findMatches(db, ctx.site.tenant, requireMember(ctx), prefs, today), ctx.cdnPrefix, today);
      },
    },
  ];
}
