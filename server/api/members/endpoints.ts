import { DomainError } from '../../domain/errors';
import type { Db } from '../../db/client';
import { presentCard } from '../../domain/members/presenter';
import { decodeCursor, encodeCursor, searchMembers } from '../../domain/members/search';
import { viewMember } from '../../domain/members/view';
import { clearNewLike } from '../../domain/likes/likes';
import type { RequestContext } from '../../http/context';
import type { Tenant } from '../../tenancy/schema';
import type { ReadEndpoint } from '../endpoints';
import { memberQuery, searchQuery } from './schema';

/** SPEC §6: visitors may search when the tenant allows it, or with a traffic source if it asks for one. */
export function assertMaySearch(tenant: Tenant, ctx: RequestContext, network: string | undefined): void {
  if (ctx.user || tenant.logged_out_search || (tenant.logged_out_search_trafficsource && network)) return;
  throw new DomainError(403, 'authentication_required', 'accounts.authentication_required');
}

export function memberEndpoints({ db, now }: { db: Db; now(): Date }): ReadEndpoint[] {
  return [
    {
      path: '/api/members.php',
      handle: async (ctx, query) => {
        const { network, cursor, ...filters } = searchQuery.parse(Object.fromEntries(query));
        const { tenant } = ctx.site;
        assertMaySearch(tenant, ctx, network);
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
        const { id } = memberQuery.parse(Object.fromEntries(query));
        const view = await viewMember(db, { tenant: ctx.site.tenant, viewer: ctx.user, memberId: id, cdnPrefix: ctx.cdnPrefix, today: now() });
        // SPEC §4: opening a profile clears its new-like flag.
        if (ctx.user) await clearNewLike(db, ctx.user.id, id);
        return view;
      },
    },
  ];
}
