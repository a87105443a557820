import type { Db } from '../../db/client';
import { presentCard } from '../../domain/members/presenter';
import { decodeCursor, encodeCursor, searchMembers } from '../../domain/members/search';
import { viewMember } from '../../domain/members/view';
import { assertMayBrowse } from '../../domain/members/visibility';
import { clearNewLike } from '../../domain/likes/likes';
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
        // SPEC §4: opening a profile clears its new-like flag.
        if (ctx.user) await clearNewLike(db, ctx.user.id, id);
        return view;
      },
    },
  ];
}
