import { Router } from 'express';
import type { Db } from '#server/platform/db/client';
import { blockMember, unblockMember } from '#server/core/domain/members/blocking';
import { requireMember } from '#server/web/http/session';
import { memberBody } from '../members/schema';

/** POST/DELETE /api/block.php { id }. */
export function blockRoutes({ db }: { db: Db }): Router {
  const router = Router();
  router.post('/api/block.php', async (req, res) => {
    const { id } = memberBody.parse(req.body ?? {});
    await blockMember(db, res.locals.ctx.site.tenant, requireMember(res.locals.ctx), id);
    res.json({ blocked: true });
  });
  router.delete('/api/block.php', async (req, res) => {
    const { id } = memberBody.parse(req.body ?? {});
    await unblockMember(db, requireMember(res.locals.ctx), id);
    res.json({ blocked: false });
  });
  return router;
}
