import { data, type RouteObject } from 'react-router';
import { Document } from './Document';
import { ensureNamespace } from './i18n';
import { DefaultLayout } from './layouts/DefaultLayout';
import { loadMemberParts } from './components/MemberParts/member-parts';
import { ErrorPage } from './pages/error/ErrorPage';
import { STATIC_PAGES } from '#server/contract/static-pages';
import { companyInfoQuery, settingsQuery } from './queries/site';
import { bannedPageLoad } from './queries/ban';
import { userQuery } from './queries/user';
import { welcomeDiscountQuery } from './queries/credits';
import { timeBonusWindowEnd } from './components/TimeBonus/rules';
import { SEO } from './seo/pages';
import { homeQueries } from './queries/home';
import { accountRoutes } from './routes/account-routes';
import { chatRoutes } from './routes/chat-routes';
import { creditInfoRoutes } from './routes/credit-info-routes';
import { creditRoutes } from './routes/credit-routes';
import { ensureAll, type CurrentDeps } from './routes/deps';
import { lazyPage } from './routes/lazy';
import { directDebitRoutes } from './routes/directdebit-routes';
import { landerRoutes } from './routes/lander-routes';
import { langConfigRoute, memberLandingRoutes } from './routes/member-landing-routes';
import { likeRoutes } from './routes/like-routes';
import { memberRoutes } from './routes/member-routes';
import { unsubscribeRoutes } from './routes/unsubscribe-routes';

export type { CurrentDeps, RouteDeps } from './routes/deps';
export { routeModules } from './routes/lazy';

/**
 * The route tree (react-router data mode). Loaders fill TanStack Query's cache; components read
 * it. Routes that later issues build (docs/product.md#screens-routes) are absent, so they answer 404 until then.
 */
export function createRoutes(deps: CurrentDeps): RouteObject[] {
  return [
    {
      id: 'root',
      element: <Document />,
      errorElement: (
        <Document>
          <ErrorPage />
        </Document>
      ),
      loader: async ({ request }) => {
        const { queryClient, api, i18n } = deps();
        await ensureAll(queryClient, [
          settingsQuery(api, i18n.language),
          companyInfoQuery(api),
          queryClient.ensureQueryData(userQuery(api)).catch(bannedPageLoad(queryClient, request)),
        ]);
        // A member in their first hours has the time bonus: asked here so that its banner is
        // part of the server's page rather than pushing the page down once it arrives.
        const user = queryClient.getQueryData(userQuery(api).queryKey);
        const bonusEnds = timeBonusWindowEnd(user ?? null);
        await Promise.all([
          user && bonusEnds !== null && Date.now() < bonusEnds && queryClient.ensureQueryData(welcomeDiscountQuery(api, user.id)),
          // A member's page renders the layouts' member-only parts: their chunk is in before it renders.
          user && loadMemberParts(),
        ]);
        return null;
      },
      children: [
        chatRoutes(deps),
        landerRoutes(deps),
        memberLandingRoutes(deps),
        {
          id: 'default-layout',
          element: <DefaultLayout />,
          errorElement: (
            <DefaultLayout>
              <ErrorPage />
            </DefaultLayout>
          ),
          children: [
            {
              index: true,
              loader: async () => {
                const { queryClient, api } = deps();
                const user = await queryClient.ensureQueryData(userQuery(api)).catch(() => null);
                await ensureAll(queryClient, homeQueries(api, user));
                return null;
              },
              ...lazyPage('client/pages/home/HomePage.tsx', async () => ({ Component: (await import('./pages/home/HomePage')).HomePage }), SEO.home),
            },
            ...accountRoutes(deps),
            ...memberRoutes(deps),
            ...likeRoutes(deps),
            ...creditRoutes(deps),
            ...creditInfoRoutes(deps),
            ...directDebitRoutes(deps),
            ...unsubscribeRoutes(deps),
            langConfigRoute(),
            {
              id: 'pages-page',
              path: 'pages/:page',
              loader: async ({ params }) => {
                if (!STATIC_PAGES.some((page) => page === params.page)) throw data(null, { status: 404 });
                const { i18n } = deps();
                await ensureNamespace(i18n, i18n.language, 'pages');
                return null;
              },
              ...lazyPage(
                'client/pages/static/StaticPage.tsx',
                async () => ({ Component: (await import('./pages/static/StaticPage')).StaticPage }),
                SEO.staticPage,
              ),
            },
            {
              path: '*',
              // Never rendered: the loader answers 404 and the layout's error page shows.
              element: null,
              loader: () => {
                throw data(null, { status: 404 });
              },
            },
          ],
        },
      ],
    },
  ];
}
