import type { Db } from '#server/platform/db/client';
import { searchMembers } from '#server/core/domain/members/search';
import { viewMember } from '#server/core/domain/members/view';
import { onlineAmong } from '#server/platform/realtime/presence';
import { presentMemberView, presentSearchPage } from '#server/core/presenters/members';
import { ageGated, withheldUntilAssured } from '#server/core/domain/age-assurance/rules';
import type { ReadEndpoint } from '../endpoints';
import { memberQuery, searchQuery } from './schema';

export function memberEndpoints({ db, now }: { db: Db; now(): Date }): ReadEndpoint[] {
  return [
    {
      path: '/api/members.php',
      handle: async (ctx, query) => {
        const { network, cursor, limit, ...filters } = searchQuery.parse(Object.fromEntries(query));
        const today = now();
        const page = await searchMembers(db, { tenant: ctx.site.tenant, viewer: ctx.user, network, filters, cursor, limit, today });
        const online = await onlineAmong(
          db,
          page.rows.map((row) => row.profile.userId),
          today,
        );
        return presentSearchPage(page, ctx.cdnPrefix, today, online);
      },
    },
    {
      path: '/api/member.php',
      handle: async (ctx, query) => {
        const { id, network } = memberQuery.parse(Object.fromEntries(query));
        const today = now();
        const view = await viewMember(db, { tenant: ctx.site.tenant, viewer: ctx.user, memberId: id, network, now: today });
        // The member's own profile stays whole; anyone else's waits for a required age check.
        const gated = ctx.user?.id !== id && ageGated(ctx.site.tenant, ctx.country, ctx.user);
        return presentMemberView(gated ? withheldUntilAssured(view) : view, ctx.site.tenant, ctx.cdnPrefix, today, gated);
      },
    },
  ];
}
