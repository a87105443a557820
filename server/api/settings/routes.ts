import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { Router, type Request, type Response } from 'express';
import { parse as parseCookies } from 'cookie';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, isLanguage } from '#server/shared/languages';
import type { RequestContext } from '#server/http/context';
import type { PushSender } from '#server/push/types';
import { presentTenantSettings, withVisitor, type Settings, type TenantSettings } from '#server/tenancy/settings';

export interface SettingsDeps {
  mediaUrl: string | undefined;
  /** Gives each site's VAPID public key (push_public_key). */
  push: Pick<PushSender, 'publicKey'>;
}

/** Sites × languages × visitor countries seen lately; each answer is a few kB. */
const REMEMBERED = 2_000;

/** A map that forgets the entry used least recently once it holds `limit` of them. */
function recentlyUsed<V>(limit: number) {
  const entries = new Map<string, V>();
  return (key: string, make: () => V): V => {
    const found = entries.get(key);
    if (found !== undefined) {
      entries.delete(key);
      entries.set(key, found);
      return found;
    }
    const made = make();
    entries.set(key, made);
    if (entries.size > limit) entries.delete(entries.keys().next().value as string);
    return made;
  };
}

/** The settings as the API sends them: the JSON, its ETag and its compressed copies. */
export interface SettingsAnswer {
  body: Buffer;
  etag: string;
  /** The body in the given encoding, compressed the first time it is asked for. */
  encoded(encoding: 'br' | 'gzip'): Buffer;
}

export interface SettingsSource {
  /** The settings of the request's tenant in its language, for the request's visitor. */
  settings(ctx: RequestContext): Settings;
  /** The same as the JSON the API answers with. */
  answer(ctx: RequestContext): SettingsAnswer;
}

/**
 * Every page load asks for the settings: compressing a few kilobytes per request would cost more
 * than everything else the call does, so each answer is compressed once, at the highest levels.
 */
function settingsAnswer(body: Buffer): SettingsAnswer {
  const copies: Partial<Record<'br' | 'gzip', Buffer>> = {};
  return {
    body,
    etag: `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`,
    encoded: (encoding) =>
      (copies[encoding] ??=
        encoding === 'br'
          ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } })
          : zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION })),
  };
}

/**
 * The settings are made from the site's files (their version is in the key), the texts and the
 * deployment's keys, all fixed while the process runs: each combination is presented and
 * serialized once per process, not per request, and with no round trip to a shared cache.
 */
export function createSettingsSource({ mediaUrl, push }: SettingsDeps): SettingsSource {
  const tenantParts = recentlyUsed<TenantSettings>(REMEMBERED);
  const answers = recentlyUsed<SettingsAnswer>(REMEMBERED);
  // The deployment's keys (push_public_key) are fixed while the process runs: not part of the key.
  const siteKey = ({ site, language }: RequestContext) => `${site.tenant.id}:${site.version}:${language}`;
  const settings = (ctx: RequestContext) =>
    withVisitor(
      tenantParts(siteKey(ctx), () => presentTenantSettings(ctx.site, ctx.t, mediaUrl, push.publicKey(ctx.site.tenant.id))),
      ctx.country,
    );
  return {
    settings,
    answer: (ctx) => answers(`${siteKey(ctx)}:${ctx.country ?? ''}`, () => settingsAnswer(Buffer.from(JSON.stringify(settings(ctx))))),
  };
}

/** domain_language sets the language cookie when there is none and it is supported (docs/product.md#languages). */
export function rememberDomainLanguage(req: Request, res: Response, settings: Pick<Settings, 'domain_language'>, secure: boolean): void {
  if (isLanguage(parseCookies(req.headers.cookie ?? '')[LANGUAGE_COOKIE])) return;
  if (!isLanguage(settings.domain_language)) return;
  res.cookie(LANGUAGE_COOKIE, settings.domain_language, { maxAge: LANGUAGE_COOKIE_MAX_AGE_S * 1000, sameSite: 'lax', secure, path: '/' });
}

export function settingsRoutes({ source, secureCookies }: { source: SettingsSource; secureCookies: boolean }): Router {
  const router = Router();
  router.get('/api/settings.php', (req, res) => {
    const ctx = res.locals.ctx;
    rememberDomainLanguage(req, res, ctx.site.tenant, secureCookies);
    const answer = source.answer(ctx);
    res.setHeader('Cache-Control', 'private, no-cache');
    res.setHeader('ETag', answer.etag);
    res.setHeader('Vary', 'Accept-Encoding');
    res.type('json');
    // Brotli whenever it is taken, whatever order the browser lists them in.
    const encoding = req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip') ? 'gzip' : undefined;
    if (!encoding) return void res.send(answer.body);
    // Already encoded: the compression middleware leaves it alone.
    res.setHeader('Content-Encoding', encoding);
    res.send(answer.encoded(encoding));
  });
  return router;
}
