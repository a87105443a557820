import { Router } from 'express';
import type { Db } from '#server/db/client';
import { updateOwnProfile } from '#server/domain/profiles/update';
import { requireUser } from '#server/http/session';
import type { ReadEndpoint } from '../endpoints';
import { presentOwnProfile } from './presenter';
import { profileBody } from './schema';

interface ProfileDeps {
  db: Db;
}

export function profileEndpoint({ db }: ProfileDeps): ReadEndpoint {
  return {
    path: '/api/profile.php',
    handle: async (ctx) => {
      if (!ctx.user) return { profile: null };
      return { profile: await presentOwnProfile(db, ctx.user, ctx.cdnPrefix, 'full') };
    },
  };
}

/** PUT /api/profile.php: a subset of the member's own fields (sign-up steps and /profile). */
export function profileRoutes({ db }: ProfileDeps): Router {
  const router = Router();
  router.put('/api/profile.php', async (req, res) => {
    const user = requireUser(res);
    const { site, cdnPrefix } = res.locals.ctx;
    await updateOwnProfile(db, user.id, site.tenant.countries, profileBody.parse(req.body ?? {}));
    res.json({ profile: await presentOwnProfile(db, user, cdnPrefix, 'full') });
  });
  return router;
}
