import { Router, type Request, type Response } from 'express';
import { parse as parseCookies } from 'cookie';
import { cached, type Cache } from '#server/cache';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, isLanguage } from '#server/shared/languages';
import type { RequestContext } from '#server/http/context';
import type { PushSender } from '#server/push/types';
import { presentTenantSettings, withVisitor, type Settings, type TenantSettings } from '#server/tenancy/settings';

export interface SettingsDeps {
  cache: Cache;
  mediaUrl: string | undefined;
  secureCookies: boolean;
  /** Gives each site's VAPID public key (push_public_key). */
  push: Pick<PushSender, 'publicKey'>;
}

const TENANT_SETTINGS_TTL_S = 300;

/** The settings of the request's tenant in its language; the tenant part through the cache. */
export async function loadSettings({ cache, mediaUrl, push }: SettingsDeps, ctx: RequestContext): Promise<Settings> {
  const { site, language, t } = ctx;
  const pushKey = push.publicKey(site.tenant.id);
  // The key is in the cache key: a new APP_SECRET changes it, and a stale one would make every subscription fail.
  const key = `settings:${site.tenant.id}:${site.version}:${pushKey.slice(-12)}:${language}`;
  const tenantSettings = await cached<TenantSettings>(cache, key, TENANT_SETTINGS_TTL_S, () => presentTenantSettings(site, t, mediaUrl, pushKey));
  return withVisitor(tenantSettings, ctx.country);
}

/** domain_language sets the language cookie when there is none and it is supported (docs/product.md#languages). */
export function rememberDomainLanguage(req: Request, res: Response, settings: Pick<Settings, 'domain_language'>, secure: boolean): void {
  if (isLanguage(parseCookies(req.headers.cookie ?? '')[LANGUAGE_COOKIE])) return;
  if (!isLanguage(settings.domain_language)) return;
  res.cookie(LANGUAGE_COOKIE, settings.domain_language, { maxAge: LANGUAGE_COOKIE_MAX_AGE_S * 1000, sameSite: 'lax', secure, path: '/' });
}

export function settingsRoutes(deps: SettingsDeps): Router {
  const router = Router();
  router.get('/api/settings.php', async (req, res) => {
    const settings = await loadSettings(deps, res.locals.ctx);
    rememberDomainLanguage(req, res, settings, deps.secureCookies);
    res.setHeader('Cache-Control', 'private, no-cache');
    res.json(settings);
  });
  return router;
}
