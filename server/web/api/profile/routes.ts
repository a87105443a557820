import { Router } from 'express';
import type { Db } from '#server/platform/db/client';
import { updateOwnProfile } from '#server/core/domain/profiles/update';
import { requireMember } from '#server/web/http/session';
import { ownProfileAnswer } from './endpoints';
import { profileBody } from './schema';

/** PUT /api/profile.php: a subset of the member's own fields (sign-up steps and /profile). */
export function profileRoutes({ db }: { db: Db }): Router {
  const router = Router();
  router.put('/api/profile.php', async (req, res) => {
    const user = requireMember(res.locals.ctx);
    const { site, cdnPrefix } = res.locals.ctx;
    await updateOwnProfile(db, user.id, site.tenant.countries, profileBody.parse(req.body ?? {}));
    res.json({ profile: await ownProfileAnswer(db, user, cdnPrefix) });
  });
  return router;
}
