import type { Db } from '#server/platform/db/client';
import { loadMemberLanding } from '#server/core/domain/members/landing';
import { presentMemberLanding } from '#server/core/presenters/member-landing';
import type { ReadEndpoint } from '../endpoints';
import { memberLandingQuery } from './schema';

/** The member landings' data (/members/{id}/landing, landing2, landing3, signup): SSR and the browser read the same. */
export function memberLandingEndpoint({ db, now }: { db: Db; now(): Date }): ReadEndpoint {
  return {
    path: '/api/member-landing.php',
    handle: async (ctx, query) => {
      const { id } = memberLandingQuery.parse(Object.fromEntries(query));
      const landing = await loadMemberLanding(db, { tenant: ctx.site.tenant, viewer: ctx.user, memberId: id });
      return presentMemberLanding(landing, ctx.site.tenant, ctx.cdnPrefix, now());
    },
  };
}
