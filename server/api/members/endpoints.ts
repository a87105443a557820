import type { Db } from '#server/db/client';
import { presentCard } from '#server/domain/members/presenter';
import { decodeCursor, encodeCursor, searchMembers } from '#server/domain/members/search';
import { viewMember } from '#server/domain/members/view';
import { assertMayBrowse } from '#server/domain/members/visibility';
import { clearNewLike } from '#server/domain/likes/likes';
import type { ReadEndpoint } from '../endpoints';
import { memberQuery, searchQuery } from './schema';

export function memberEndpoints({ db, now }: { db: Db; now(): Date }): ReadEndpoint[] {
  return [
    {
      path: '/api/members.php',
      handle: async (ctx, query) => {
        const { network, cursor, ...filters } = searchQuery.parse(Object.fromEntries(query));
        const { tenant } = ctx.site;
        assertMayBrowse(tenant, ctx.user, network);
        const today = now();
        const page = await searchMembers(db, { tenant, viewerId: ctx.user?.id, filters: { ...filters, cursor: cursor ? decodeCursor(cursor) : undefined }, today });
        return {
          results: page.rows.map(({ profile, photo }) => presentCard(profile, photo, ctx.cdnPrefix, today)),
          cursor: page.nextCursor && encodeCursor(page.nextCursor),
          ...(page.numResults !== undefined && { numResults: page.numResults }),
        };
      },
    },
    {
      path: '/api/member.php',
      handle: async (ctx, query) => {
        const { id, network } = memberQuery.parse(Object.fromEntries(query));
        assertMayBrowse(ctx.site.tenant, ctx.user, network);
        const view = await viewMember(db, { tenant: ctx.site.tenant, viewer: ctx.user, memberId: id, cdnPrefix: ctx.cdnPrefix, today: now() });
        // Opening a profile clears its new-like flag (docs/product.md#likes-new-flag).
        if (ctx.user) await clearNewLike(db, ctx.user.id, id);
        return view;
      },
    },
  ];
}
