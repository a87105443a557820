import { Router } from 'express';
import type { Db } from '#server/db/client';
import { grantRetentionOffer } from '#server/domain/payments/retention';
import { requireMember } from '#server/http/session';

/** POST /api/retention-offer.php: "Keep my account" on the delete dialog's offer; the same code however often. */
export function retentionRoutes({ db }: { db: Db }): Router {
  const router = Router();
  router.post('/api/retention-offer.php', async (_req, res) => {
    const { site } = res.locals.ctx;
    const offer = await grantRetentionOffer(db, site, requireMember(res.locals.ctx));
    res.status(200).json({ retention_offer: offer });
  });
  return router;
}
