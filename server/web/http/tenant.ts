import type { Request, RequestHandler } from 'express';
import type { CountryLookup } from '#server/platform/geo/country';
import { isLanguage, type Language } from '#server/contract/languages';
import { LANGUAGE_COOKIE } from '#server/contract/cookies';
import { negotiateLanguage, type Translator } from '#server/platform/i18n';
import type { TenantRegistry } from '#server/platform/tenancy/registry';
import type { RequestContext } from './context';
import type { RequestCookies } from './cookies';
import { unknownSitePage } from './unknown-site-page';

export interface TenantMiddlewareDeps {
  tenants: TenantRegistry;
  translator: Translator;
  lookupCountry: CountryLookup;
  geoipHeader: string;
  mediaUrl: string | undefined;
}

/** Picks the best of our languages from Accept-Language, for pages that have no tenant. */
export function acceptedLanguage(header: string | undefined): Language {
  for (const part of (header ?? '').split(',')) {
    const code = part.split(';')[0]?.trim().toLowerCase().slice(0, 2);
    const mapped = code === 'no' || code === 'nn' ? 'nb' : code;
    if (isLanguage(mapped)) return mapped;
  }
  return 'en';
}

/**
 * The request's site (from the Host header), language (cookie, else the site's) and country, with
 * the site's translator; undefined for a host that is no site. The Host only picks the site: no
 * address is ever made from it.
 */
export function siteContext({ tenants, translator, lookupCountry, geoipHeader, mediaUrl }: TenantMiddlewareDeps) {
  const header = geoipHeader.toLowerCase();
  return (req: Request, cookies: RequestCookies, nonce: string): RequestContext | undefined => {
    const site = tenants.resolve(req.headers.host);
    if (!site) return undefined;
    const language = negotiateLanguage(cookies[LANGUAGE_COOKIE], site.tenant.domain_language);
    const given = req.headers[header];
    return {
      site,
      language,
      t: translator.t(language),
      country: lookupCountry(Array.isArray(given) ? given[0] : given, req.ip),
      nonce,
      cdnPrefix: mediaUrl ?? site.tenant.cdn_prefix,
    };
  };
}

/**
 * Resolves the tenant from the Host header and the request's language and country.
 * An unknown host gets a 404 of its own, never another tenant's site.
 */
export function resolveTenant(deps: TenantMiddlewareDeps): RequestHandler {
  const { translator } = deps;
  const context = siteContext(deps);
  return (req, res, next) => {
    const ctx = context(req, res.locals.cookies, res.locals.nonce ?? '');
    if (!ctx) {
      const language = acceptedLanguage(req.headers['accept-language']);
      const t = translator.t(language);
      const host = req.headers.host ?? '';
      res.status(404);
      if (req.path.startsWith('/api/')) {
        res.json({ error: 'unknown_site', message: t('unknown_site.text', { host }) });
      } else {
        res.type('html').send(unknownSitePage(t, language, host, res.locals.nonce ?? ''));
      }
      return;
    }
    res.locals.ctx = ctx;
    next();
  };
}
