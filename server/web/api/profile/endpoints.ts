import type { Db } from '#server/platform/db/client';
import type { User } from '#server/core/domain/accounts/context';
import { loadOwnProfile } from '#server/core/domain/profiles/own';
import { presentOwnProfile } from '#server/core/presenters/profile';
import type { OwnProfile } from '#server/contract/answers/account';
import type { ReadEndpoint } from '../endpoints';

/** The member's own profile with every field and photo, null before sign-up created it. */
export async function ownProfileAnswer(db: Db, user: User, cdnPrefix: string): Promise<OwnProfile | null> {
  const own = await loadOwnProfile(db, user.id);
  return own ? presentOwnProfile(own.profile, own.photos, cdnPrefix) : null;
}

/** GET /api/profile.php: `{ profile }`, null for a visitor. */
export function profileEndpoint({ db }: { db: Db }): ReadEndpoint {
  return {
    path: '/api/profile.php',
    handle: async (ctx) => ({ profile: ctx.user ? await ownProfileAnswer(db, ctx.user, ctx.cdnPrefix) : null }),
  };
}
