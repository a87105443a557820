import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { serialize as serializeCookie } from 'cookie';
import { isLanguage } from '#server/contract/languages';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from '#server/contract/cookies';
import type { RequestContext } from '#server/web/http/context';
import type { PushSender } from '#server/adapters/web-push/types';
import { presentTenantSettings, withVisitor } from '#server/platform/tenancy/settings';
import type { Settings, TenantSettings } from '#server/contract/answers/site';

export interface SettingsDeps {
  mediaUrl: string | undefined;
  /** Gives each site's VAPID public key (push_public_key). */
  push: Pick<PushSender, 'publicKey'>;
}

const SETTINGS_PATH = '/api/settings.php';

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
      tenantParts(siteKey(ctx), () => presentTenantSettings(ctx.site, ctx.language, ctx.t, mediaUrl, push.publicKey(ctx.site.tenant.id))),
      ctx.country,
    );
  return {
    settings,
    answer: (ctx) => answers(`${siteKey(ctx)}:${ctx.country ?? ''}`, () => settingsAnswer(Buffer.from(JSON.stringify(settings(ctx))))),
  };
}

/**
 * The language cookie for each language, made once: Max-Age alone (every browser in use honours
 * it, and an Expires date would make the header differ per request), SameSite=Lax, Secure where
 * the deployment says so.
 */
const languageCookies = new Map<string, string>();

/** The language cookie to set from domain_language when there is none and it is supported (docs/product.md#languages). */
function languageCookie(res: Response, settings: Pick<Settings, 'domain_language'>, secure: boolean): string | undefined {
  const language = settings.domain_language;
  if (!isLanguage(language) || isLanguage(res.locals.cookies[LANGUAGE_COOKIE])) return undefined;
  const key = `${language}:${secure}`;
  let cookie = languageCookies.get(key);
  if (cookie === undefined) {
    cookie = serializeCookie(LANGUAGE_COOKIE, language, { maxAge: LANGUAGE_COOKIE_MAX_AGE_S, path: '/', sameSite: 'lax', secure });
    languageCookies.set(key, cookie);
  }
  return cookie;
}

/** Sets the language cookie from domain_language when there is none (pages; the settings call sets it in its own headers). */
export function rememberDomainLanguage(res: Response, settings: Pick<Settings, 'domain_language'>, secure: boolean): void {
  const cookie = languageCookie(res, settings, secure);
  if (cookie) res.append('Set-Cookie', cookie);
}

/** If-None-Match names this ETag, or is `*`: the browser has the answer. */
function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  return ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
}

/**
 * The settings of the request's site in its language: brotli or gzip when taken, with an ETag, a
 * 304 for a browser that has them. One `writeHead` with every header rather than Express's
 * `send`: this is the most frequent call there is (docs/bench.md).
 */
function answerSettings(
  req: Request,
  res: Response,
  ctx: RequestContext,
  source: SettingsSource,
  secureCookies: boolean,
  headers: Record<string, string> = {},
): void {
  const answer = source.answer(ctx);
  const cookie = languageCookie(res, ctx.site.tenant, secureCookies);
  // Brotli whenever it is taken, whatever order the browser lists them in.
  const encoding = req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip') ? 'gzip' : undefined;
  const fresh = notModified(req.headers['if-none-match'], answer.etag);
  const body = fresh ? undefined : encoding ? answer.encoded(encoding) : answer.body;
  res.writeHead(fresh ? 304 : 200, {
    ...headers,
    'Cache-Control': 'private, no-cache',
    ETag: answer.etag,
    Vary: 'Accept-Encoding',
    'Content-Type': 'application/json; charset=utf-8',
    // Already encoded: the compression middleware leaves it alone.
    ...(encoding && !fresh && { 'Content-Encoding': encoding }),
    ...(body && { 'Content-Length': String(body.length) }),
    ...(cookie && { 'Set-Cookie': cookie }),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

export function settingsRoutes({ source, secureCookies }: { source: SettingsSource; secureCookies: boolean }): Router {
  const router = Router();
  router.get(SETTINGS_PATH, (req, res) => {
    answerSettings(req, res, res.locals.ctx, source, secureCookies);
  });
  return router;
}

export interface SettingsFirstDeps {
  source: SettingsSource;
  secureCookies: boolean;
  /** The request's site and its context; undefined for a host that is no site (the operator console's, an unknown one). */
  context(req: Request, res: Response): RequestContext | undefined;
  /** The headers every API answer carries (server/web/http/security.ts). */
  headers: readonly [string, string][];
  /** The request log, as every other request has it. */
  log: RequestHandler;
}

/**
 * Every page load and every app start asks for the settings, which need no session, no body and
 * no database: the plain call (`GET /api/settings.php`, no query) is answered as the app's first
 * step, with the API's headers and the request log, before the static files, the compressor and
 * the routers are walked (decision 0112). Anything else — another host, a query, HEAD — takes
 * the normal way to the same answer.
 */
export function settingsFirst({ source, secureCookies, context, headers, log }: SettingsFirstDeps): RequestHandler {
  const securityHeaders = Object.fromEntries(headers);
  return (req, res, next) => {
    if (req.url !== SETTINGS_PATH || req.method !== 'GET') return next();
    const ctx = context(req, res);
    if (!ctx) return next();
    log(req, res, () => {
      res.locals.ctx = ctx;
      answerSettings(req, res, ctx, source, secureCookies, securityHeaders);
    });
  };
}
