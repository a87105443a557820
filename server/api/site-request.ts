import type { Request, Response } from 'express';
import type { SiteRequest } from '../domain/accounts/context';

/** The account rules' view of a request: tenant, language, origin for e-mail links, IP, country. */
export function siteRequest(req: Request, res: Response): SiteRequest {
  const { site, language, country } = res.locals.ctx;
  return {
    site,
    language,
    origin: `${req.protocol}://${req.headers.host}`,
    ip: req.ip ?? 'unknown',
    country: country && site.tenant.countries.includes(country) ? country : (site.tenant.countries[0] as string),
  };
}
