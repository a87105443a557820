import { Router } from 'express';
import type { Db } from '../../db/client';
import { updateOwnProfile } from '../../domain/profiles/update';
import { requireUser } from '../../http/session';
import { profileBody } from './schema';

/** The member's own profile fields (sign-up steps 2 and 3; the profile page comes with issue 4). */
export function profileRoutes({ db }: { db: Db }): Router {
  const router = Router();
  router.put('/api/profile.php', async (req, res) => {
    const user = requireUser(res);
    await updateOwnProfile(db, user.id, profileBody.parse(req.body ?? {}));
    res.json({ saved: true });
  });
  return router;
}
