import type { RequestHandler } from 'express';
import { isbot } from 'isbot';
import type { Histogram } from 'prom-client';
import { PAGE_COOKIES, pageCookies } from '#server/contract/cookies';
import type { ReadEndpoint } from '../api/endpoints';
import { rememberDomainLanguage, type SettingsSource } from '../api/settings/routes';
import type { RequestContext } from '../http/context';
import type { PageTexts } from '#server/platform/i18n/page-texts';
import { inProcessApi } from './in-process-api';
import type { PageCache } from './page-cache';
import type { PageRenderer } from './renderer';

export interface PageDeps {
  renderer: PageRenderer;
  texts: PageTexts;
  endpoints: readonly ReadEndpoint[];
  settings: SettingsSource;
  secureCookies: boolean;
  /** Pages of visitors without a session, served again for a few seconds (decision 0111). */
  cache?: PageCache;
  /** Times each render, to its last byte (the metrics' ssr_render_duration_seconds); a cached page is no render. */
  renders: Pick<Histogram, 'startTimer'>;
}

/**
 * Everything a visitor's page is made from: the site (and its version), the language, the country,
 * the address, whether a crawler asks (it waits for the whole page) and the cookies pages read.
 * A member's page is never cached, so the session is not part of it.
 */
function visitorPageKey(ctx: RequestContext, url: string, bot: boolean, cookies: Record<string, string>): string {
  const read = PAGE_COOKIES.map((name) => cookies[name] ?? '');
  return JSON.stringify([ctx.site.tenant.id, ctx.site.version, ctx.language, ctx.country, bot, url, read]);
}

/** Renders every GET that no API route took as a page of the request's tenant. */
export function pageHandler({ renderer, texts, endpoints, settings: source, secureCookies, cache, renders }: PageDeps): RequestHandler {
  const byPath = new Map(endpoints.map((endpoint) => [endpoint.path as string, endpoint]));
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const ctx = res.locals.ctx;
    rememberDomainLanguage(res, ctx.site.tenant, secureCookies);
    const cookies = pageCookies(res.locals.cookies);
    const waitForAll = isbot(req.headers['user-agent']);
    const key = cache && req.method === 'GET' && !ctx.user && !ctx.banned ? visitorPageKey(ctx, req.originalUrl, waitForAll, cookies) : undefined;
    if (key && cache?.serve(key, res, ctx.nonce)) return;

    const [render, headHtml] = await Promise.all([renderer.load(), renderer.headHtml(req.originalUrl, ctx.nonce)]);
    const rendered = renders.startTimer();
    const settings = source.settings(ctx);
    const controller = new AbortController();
    res.on('close', () => controller.abort());
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    const recording = key ? cache?.record(key, res, ctx.nonce) : undefined;
    await render(
      {
        // The site's own origin, not the Host header: nothing the page builds can point elsewhere.
        request: new Request(`${ctx.site.origin}${req.originalUrl}`, { headers, signal: controller.signal }),
        api: inProcessApi(byPath, ctx),
        settings,
        language: ctx.language,
        texts,
        cookies,
        nonce: ctx.nonce,
        waitForAll,
        assets: renderer.assetsFor,
        entry: renderer.entry,
        ...(headHtml && { headHtml }),
        onError: (error) => {
          recording?.discard();
          renderer.fixStack(error);
          req.log.error({ err: error }, 'render failed');
        },
      },
      res,
    );
    rendered();
  };
}
