import type { RequestHandler } from 'express';
import type { ResourceLanguage } from 'i18next';
import { isbot } from 'isbot';
import { parseCookieString } from '#client/lib/cookies';
import type { ReadEndpoint } from '../api/endpoints';
import { loadSettings, rememberDomainLanguage, type SettingsDeps } from '../api/settings/routes';
import type { Translator } from '../i18n';
import { inProcessApi } from './in-process-api';
import type { PageRenderer } from './renderer';

export interface PageDeps {
  renderer: PageRenderer;
  translator: Translator;
  endpoints: readonly ReadEndpoint[];
  settings: SettingsDeps;
}

/** Renders every GET that no API route took as a page of the request's tenant. */
export function pageHandler({ renderer, translator, endpoints, settings: settingsDeps }: PageDeps): RequestHandler {
  const byPath = new Map(endpoints.map((endpoint) => [endpoint.path as string, endpoint]));
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const ctx = res.locals.ctx;
    const [render, settings, headHtml] = await Promise.all([renderer.load(), loadSettings(settingsDeps, ctx), renderer.headHtml(req.originalUrl, ctx.nonce)]);
    rememberDomainLanguage(req, res, settings, settingsDeps.secureCookies);
    const controller = new AbortController();
    res.on('close', () => controller.abort());
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    const common = translator.resources[ctx.language]?.common as ResourceLanguage[string];
    await render(
      {
        // The site's own origin, not the Host header: nothing the page builds can point elsewhere.
        request: new Request(`${ctx.site.origin}${req.originalUrl}`, { headers, signal: controller.signal }),
        api: inProcessApi(byPath, ctx),
        settings,
        language: ctx.language,
        resources: { common },
        cookies: parseCookieString(req.headers.cookie ?? ''),
        nonce: ctx.nonce,
        waitForAll: isbot(req.headers['user-agent']),
        assets: renderer.assetsFor,
        bootstrapModules: renderer.bootstrapModules,
        ...(headHtml && { headHtml }),
        onError: (error) => {
          renderer.fixStack(error);
          req.log.error({ err: error }, 'render failed');
        },
      },
      res,
    );
  };
}
