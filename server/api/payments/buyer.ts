import type { Response } from 'express';
import type { Db } from '#server/db/client';
import { paymentCountry } from '#server/domain/payments/country';
import type { Buyer } from '#server/domain/payments/start';
import type { RequestContext } from '#server/http/context';
import { requireUser } from '#server/http/session';

/** The logged-in member as a buyer: their payment country, language and the site's canonical origin (return page, webhook). */
export async function buyerOf(db: Db, res: Response): Promise<Buyer> {
  const user = requireUser(res);
  const ctx: RequestContext = res.locals.ctx;
  return {
    tenant: ctx.site.tenant,
    user,
    country: await paymentCountry(db, ctx.site.tenant, user, ctx.country),
    language: ctx.language,
    origin: ctx.site.origin,
    statement: (credits) => ctx.t('credits.statement', { site: ctx.site.tenant.name, credits }),
  };
}
