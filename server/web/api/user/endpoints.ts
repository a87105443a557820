import type { Db } from '#server/platform/db/client';
import type { User } from '#server/core/domain/accounts/context';
import { loadOwnProfileBasics } from '#server/core/domain/profiles/own';
import { bannedError } from '#server/web/http/session';
import { presentUser } from '#server/core/presenters/user';
import type { PresentedUser } from '#server/contract/answers/account';
import type { ReadEndpoint } from '../endpoints';

/** The `user` of every answer that names the member (user.php, sign-up, login, reset, reactivation). */
export async function userAnswer(db: Db, user: User, cdnPrefix: string): Promise<PresentedUser> {
  return presentUser(user, await loadOwnProfileBasics(db, user), cdnPrefix);
}

/**
 * GET /api/user.php: `{ user }` or `{ user: null }`, never `authentication_required`; a banned
 * member's cookie gets 403 `banned` (docs/product.md#api-authentication).
 */
export function userEndpoint({ db }: { db: Db }): ReadEndpoint {
  return {
    path: '/api/user.php',
    handle: async (ctx) => {
      if (ctx.banned) throw bannedError();
      return { user: ctx.user ? await userAnswer(db, ctx.user, ctx.cdnPrefix) : null };
    },
  };
}
