import type { RequestHandler } from 'express';
import { parse as parseCookies } from 'cookie';
import type { CountryLookup } from '../geo/country';
import { isLanguage, LANGUAGE_COOKIE, type Language } from '../shared/languages';
import { negotiateLanguage, type Translator } from '../i18n';
import type { TenantRegistry } from '../tenancy/registry';
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
 * Resolves the tenant from the Host header and the request's language and country.
 * An unknown host gets a 404 of its own, never another tenant's site.
 */
export function resolveTenant({ tenants, translator, lookupCountry, geoipHeader, mediaUrl }: TenantMiddlewareDeps): RequestHandler {
  return (req, res, next) => {
    const site = tenants.resolve(req.headers.host);
    if (!site) {
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
    const cookies = parseCookies(req.headers.cookie ?? '');
    const language = negotiateLanguage(cookies[LANGUAGE_COOKIE], site.tenant.domain_language);
    const header = req.headers[geoipHeader.toLowerCase()];
    res.locals.ctx = {
      site,
      language,
      t: translator.t(language),
      country: lookupCountry(Array.isArray(header) ? header[0] : header, req.ip),
      nonce: res.locals.nonce ?? '',
      cdnPrefix: mediaUrl ?? site.tenant.cdn_prefix,
    };
    next();
  };
}
