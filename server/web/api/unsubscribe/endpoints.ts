import type { Db } from '#server/platform/db/client';
import { DomainError } from '#server/core/domain/errors';
import { unsubscribeState } from '#server/core/domain/notifications/unsubscribe';
import { presentUnsubscribe } from '#server/core/presenters/notifications';
import type { Secrets } from '#server/platform/secrets';
import type { ReadEndpoint } from '../endpoints';
import { unsubscribeQuery } from './schema';

/** GET /api/unsubscribe.php?token=: what the link of a mail would turn off, and whether it is off already (no change). */
export function unsubscribeEndpoint({ db, secrets }: { db: Db; secrets: Secrets }): ReadEndpoint {
  return {
    path: '/api/unsubscribe.php',
    handle: async (ctx, query) => {
      const parsed = unsubscribeQuery.safeParse({ token: query.get('token') ?? '' });
      const state = parsed.success ? await unsubscribeState(db, secrets, ctx.site.tenant.id, parsed.data.token) : undefined;
      if (!state) throw new DomainError(400, 'unsubscribe_invalid', 'unsubscribe.invalid');
      return presentUnsubscribe(state);
    },
  };
}
