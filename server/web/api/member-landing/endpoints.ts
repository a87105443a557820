import type { Db } from '#server/platform/db/client';
import { loadMemberLanding } from '#server/core/domain/members/landing';
import { presentMemberLanding } from '#server/core/presenters/member-landing';
import { ageGated, withoutFreeText } from '#server/core/domain/age-assurance/rules';
import type { ReadEndpoint } from '../endpoints';
import { memberLandingQuery } from './schema';

/** The member landings' data (/members/{id}/landing, landing2, landing3, signup): SSR and the browser read the same. */
export function memberLandingEndpoint({ db, now }: { db: Db; now(): Date }): ReadEndpoint {
  return {
    path: '/api/member-landing.php',
    handle: async (ctx, query) => {
      const { id } = memberLandingQuery.parse(Object.fromEntries(query));
      const landing = await loadMemberLanding(db, { tenant: ctx.site.tenant, viewer: ctx.user, memberId: id });
      // No line of her bio where the visitor's country needs an age check first (decision 0144).
      const shown = ageGated(ctx.site.tenant, ctx.country, ctx.user) ? { ...landing, profile: withoutFreeText(landing.profile) } : landing;
      return presentMemberLanding(shown, ctx.site.tenant, ctx.cdnPrefix, now());
    },
  };
}
