import { hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, matchRoutes, RouterProvider, type HydrationState } from 'react-router';
import { pageCookies, parseCookies } from '#server/contract/cookies';
import { browserApi } from './api/browser';
import { retryDelay, shouldRetry } from './api/retry';
import { PageEnvContext, SettingsProvider, type PageEnv } from './app-context';
import { STATE_SCRIPT_ID } from './Document';
import { createI18n, ensureNamespace, textsOverHttp } from './i18n';
import { isChunkLoadError, reloadForChunkError } from './lib/chunk-reload';
import { parsePageState } from './page-state';
import { createRoutes } from './routes';
import { loadMemberParts } from './components/MemberParts/member-parts';
import { userQuery } from './queries/user';
import { settingsQuery } from './queries/site';
import { knowCountryNames } from './lib/intl';
import { startLandingVisit } from './lib/tracking';
import { registerServiceWorker } from './service-worker';

declare global {
  interface Window {
    __staticRouterHydrationData?: HydrationState;
  }
}

async function start(): Promise<void> {
  startLandingVisit();
  const stateText = document.getElementById(STATE_SCRIPT_ID)?.textContent ?? '';
  const state = parsePageState(stateText);

  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: shouldRetry, retryDelay } } });
  hydrate(queryClient, state.query);
  // The page's country names as the server wrote them (client/lib/intl.ts): hydrating makes no Intl.DisplayNames.
  const settings = queryClient.getQueryData(settingsQuery(browserApi, state.language).queryKey);
  if (settings) knowCountryNames(state.language, settings.country_names);
  const i18n = createI18n(state.language, {}, textsOverHttp(state.texts.version));
  const deps = { queryClient, api: browserApi, i18n };
  const routes = createRoutes(() => deps);

  // Lazy routes on the first page must be loaded before hydrating, or React would see a fallback;
  // so must a member's layout parts (client/components/MemberParts/member-parts.tsx), which the
  // server rendered, and the texts it rendered them with (the boot script asked for them already).
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all([
    ...state.texts.namespaces.map((ns) => ensureNamespace(i18n, state.language, ns)),
    ...lazyMatches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
    queryClient.getQueryData(userQuery(browserApi).queryKey) && loadMemberParts(),
  ]);

  // react-router parses its own serialized errors from this global.
  window.__staticRouterHydrationData = state.router;
  const router = createBrowserRouter(routes);
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  const env: PageEnv = { api: browserApi, cookies: pageCookies(parseCookies(document.cookie)), css: state.css, state: stateText, nonce };

  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (a phone's long task; docs/decisions/0124-scripts-after-first-paint.md).
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <PageEnvContext value={env}>
          <QueryClientProvider client={queryClient}>
            <I18nextProvider i18n={i18n}>
              <SettingsProvider>
                <RouterProvider router={router} />
              </SettingsProvider>
            </I18nextProvider>
          </QueryClientProvider>
        </PageEnvContext>
      </StrictMode>,
    );
  });
  registerServiceWorker();
}

window.addEventListener('vite:preloadError', (event) => {
  if (reloadForChunkError()) event.preventDefault();
});

start().catch((error: unknown) => {
  if (isChunkLoadError(error) && reloadForChunkError()) return;
  console.error(error);
});
