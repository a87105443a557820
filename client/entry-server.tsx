import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider } from 'react-router';
import { isApiError, type ApiClient } from './api/client';
import { PageEnvContext, SettingsProvider, type PageEnv } from './app-context';
import { ensureNamespace, pageI18nFactory, type TextsLoader } from './i18n';
import { serializePageState } from './page-state';
import { settingsQuery, type Settings } from './queries/site';
import { createRoutes, routeModules, type RouteDeps } from './routes';
import { textsUrl } from '#server/contract/texts';
import { pageIndexable } from './seo/route-seo';

export interface RenderInput {
  request: Request;
  api: ApiClient;
  settings: Settings;
  language: string;
  /** The texts' version and the server's loader of them; the browser loads them by address (server/contract/texts.ts). */
  texts: { version: string; load: TextsLoader };
  cookies: Record<string, string>;
  nonce: string;
  /** Crawlers get the complete page in one piece; people get the shell as soon as it is ready. */
  waitForAll: boolean;
  /** The stylesheets and chunks of the client entry and of the modules the matched routes load. */
  assets(routeModules: readonly string[]): { css: string[]; modulepreload: string[] };
  /** The client bundle's entry module, started by the page's boot script. */
  entry: string;
  /** Development only: Vite's client and React refresh preamble. */
  headHtml?: string;
  onError(error: unknown): void;
}

const ABORT_AFTER_MS = 10_000;

/** The deps of the request whose loaders are running: each request's own, for the one route tree. */
const requestDeps = new AsyncLocalStorage<RouteDeps>();

/**
 * Made once per process: building and ranking the route tree was a large share of a member's
 * render (docs/bench.md, docs/decisions/0113-route-tree-once-per-process.md).
 */
const handler = createStaticHandler(
  createRoutes(() => {
    const deps = requestDeps.getStore();
    if (!deps) throw new Error('a loader ran outside a request');
    return deps;
  }),
);

const pageI18n = pageI18nFactory();

/** Renders one request: loaders fill the query cache, then React streams the document. */
export async function render(input: RenderInput, res: ServerResponse): Promise<void> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
  queryClient.setQueryData(settingsQuery(input.api, input.language).queryKey, input.settings);
  const i18n = pageI18n(input.language, input.texts.load);
  await ensureNamespace(i18n, input.language, 'common');
  const context = await requestDeps.run({ queryClient, api: input.api, i18n }, () => handler.query(input.request));
  if (context instanceof Response) {
    res.statusCode = context.status;
    context.headers.forEach((value, name) => res.setHeader(name, value));
    res.end();
    return;
  }
  // A loader's unexpected failure becomes the route's error page (500): logged as a render's would be.
  for (const error of Object.values(context.errors ?? {})) if (!isApiError(error) && !isRouteErrorResponse(error)) input.onError(error);
  const router = createStaticRouter(handler.dataRoutes, context);
  const seoMatches = context.matches.map((match) => ({ handle: match.route.handle, params: match.params }));
  const assets = input.assets(routeModules(context.matches));
  const pageState = {
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    query: dehydrate(queryClient),
    language: input.language,
    texts: { version: input.texts.version, namespaces: Object.keys(i18n.store.data[input.language] ?? {}) },
    css: assets.css,
  };
  const state = serializePageState(pageState);
  const env: PageEnv = { api: input.api, cookies: input.cookies, css: assets.css, state, nonce: input.nonce };

  await new Promise<void>((resolve, reject) => {
    let failed = false;
    const stream = renderToPipeableStream(
      <PageEnvContext value={env}>
        <QueryClientProvider client={queryClient}>
          <I18nextProvider i18n={i18n}>
            <SettingsProvider>
              <StaticRouterProvider router={router} context={context} hydrate={false} nonce={input.nonce} />
            </SettingsProvider>
          </I18nextProvider>
        </QueryClientProvider>
      </PageEnvContext>,
      {
        nonce: input.nonce,
        bootstrapScriptContent: bootScript(
          input.entry,
          assets.modulepreload,
          pageState.texts.namespaces.map((ns) => textsUrl(pageState.texts.version, input.language, ns)),
        ),
        // A boundary whose content is ready when the shell goes out is written in place. By
        // default React 19 moves any such content past 500 bytes to the end of the stream once
        // 12.8 KB went out (a head with its styles is that much), and a script puts it back:
        // a browser that paints before that script runs shows the page moving (the members
        // area's alert made a layout shift of 0.17 on search and a profile, decision 0150).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [input.waitForAll ? 'onAllReady' : 'onShellReady']() {
          // A loader's data out of reach (the database restarting, server/platform/db/connection-errors.ts): 503, ask again soon.
          const unavailable = Object.values(context.errors ?? {}).some((error) => isApiError(error) && error.status === 503);
          res.statusCode = failed ? 500 : unavailable ? 503 : context.statusCode;
          if (unavailable) res.setHeader('Retry-After', '2');
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          // The same rule as the page's robots tag, as a header: also read for error pages and by crawlers that skip the head.
          if (context.errors || !pageIndexable(seoMatches, input.settings)) res.setHeader('X-Robots-Tag', 'noindex');
          res.on('close', resolve);
          // Straight into the response: React calls its flush() after the shell and each
          // boundary, which makes the compressor hand out what it holds.
          if (input.headHtml) injectHead(res, input.headHtml, stream);
          else stream.pipe(res);
        },
        onShellError(error) {
          reject(error);
        },
        onError(error) {
          failed = true;
          input.onError(error);
        },
      },
    );
    setTimeout(() => stream.abort(), ABORT_AFTER_MS).unref();
  });
}

/**
 * The page's one inline script: it starts the app once the browser has shown the server's page.
 * The chunks are asked for (all at once, as `modulepreload`) only after the first contentful paint
 * has been presented, so on a slow link the document, the stylesheets and the first photos are
 * not sharing the line with 150 KB of JavaScript that paints nothing the server did not already
 * send (docs/decisions/0124-scripts-after-first-paint.md). It starts at once in a tab that paints
 * nothing (opened in the background, or hidden before it painted), where paint timing is not
 * supported (after the next frame), and after 3 s whatever happened. The links carry the
 * script's nonce, as the policy's 'strict-dynamic' asks; `import()` inherits it. The page's texts
 * are asked for at the same time (`preload` as the entry's `fetch` will ask for them).
 */
export function bootScript(entry: string, modules: readonly string[], texts: readonly string[]): string {
  // Asset paths from the build manifest; escaped anyway so no text can close the script.
  const json = (value: unknown): string => JSON.stringify(value).replaceAll('<', '\\u003c');
  return [
    `(()=>{const d=document,n=d.currentScript?.nonce,m=${json(modules)},x=${json(texts)};let s=!1;`,
    `const go=()=>{if(s)return;s=!0;for(const h of m){const l=d.createElement('link');l.rel='modulepreload';l.href=h;if(n)l.nonce=n;d.head.append(l)}`,
    `for(const h of x){const l=d.createElement('link');l.rel='preload';l.as='fetch';l.crossOrigin='anonymous';l.href=h;d.head.append(l)}import(${json(entry)})};`,
    `const fcp='first-contentful-paint';`,
    `if(d.visibilityState==='hidden'||performance.getEntriesByName(fcp).length)return go();`,
    `d.addEventListener('visibilitychange',go,{once:!0});setTimeout(go,3e3);`,
    `if(PerformanceObserver.supportedEntryTypes?.includes('paint'))new PerformanceObserver((l)=>{if(l.getEntriesByName(fcp).length)setTimeout(go)}).observe({type:'paint'});`,
    `else requestAnimationFrame(()=>setTimeout(go))})()`,
  ].join('');
}

/** Development: puts Vite's scripts right after <head>, before the app's own tags. */
function injectHead(target: ServerResponse, headHtml: string, stream: { pipe<T extends NodeJS.WritableStream>(destination: T): T }): void {
  const collector = new PassThrough();
  let injected = false;
  collector.on('data', (chunk: Buffer) => {
    if (injected) return void target.write(chunk);
    const html = chunk.toString('utf8');
    const index = html.indexOf('<head>');
    if (index < 0) return void target.write(chunk);
    injected = true;
    target.write(html.slice(0, index + 6) + headHtml + html.slice(index + 6));
  });
  collector.on('end', () => target.end());
  stream.pipe(collector);
}
