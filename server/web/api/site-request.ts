import type { Request, Response } from 'express';
import type { SiteRequest } from '#server/core/domain/accounts/context';

/**
 * The account rules' view of a request: tenant, language, IP, country, and the site's canonical
 * origin for e-mail links (never the request's Host, which whoever sends the request chooses).
 */
export function siteRequest(req: Request, res: Response): SiteRequest {
  const { site, language, country } = res.locals.ctx;
  return {
    site,
    language,
    origin: site.origin,
    ip: req.ip ?? 'unknown',
    country: country && site.tenant.countries.includes(country) ? country : (site.tenant.countries[0] as string),
  };
}
