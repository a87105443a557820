import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { data, redirect, type RouteObject } from 'react-router';
import type { ApiClient } from './api/client';
import { Document } from './Document';
import { ensureNamespace } from './i18n';
import { DefaultLayout } from './layouts/DefaultLayout';
import { ErrorPage } from './pages/error/ErrorPage';
import { HomePage } from './pages/home/HomePage';
import { STATIC_PAGES } from './pages/static/pages';
import { companyInfoQuery, regionsQuery, settingsQuery } from './queries/keys';
import { ApiRequestError } from './api/client';
import { interestsQuery, memberQuery, searchFilters, searchQuery } from './queries/members';
import { MemberPage } from './pages/members/MemberPage';
import { SearchPage } from './pages/members/SearchPage';
import { ProfilePage } from './pages/profile/ProfilePage';
import { ownProfileQuery } from './pages/profile/ownProfile';
import { ComplaintsPage } from './pages/complaints/ComplaintsPage';
import { LikesPage } from './pages/likes/LikesPage';
import { MatchPage } from './pages/likes/MatchPage';
import { MatchFinderPage } from './pages/match-finder/MatchFinderPage';
import { SwipeGamePage, swipeDeckQuery } from './pages/swipe/SwipeGamePage';
import { likesQuery } from './queries/likes';
import { userQuery } from './queries/user';
import { AccountDeletedPage } from './pages/account/AccountDeletedPage';
import { ActivateDonePage, ActivateErrorPage } from './pages/account/ActivationPages';
import { LoginPage } from './pages/account/LoginPage';
import { MailChangeDoPage } from './pages/account/MailChangeDoPage';
import { ResetPasswordDoPage } from './pages/account/ResetPasswordDoPage';
import { ResetPasswordPage } from './pages/account/ResetPasswordPage';
import { SettingsPage } from './pages/settings/SettingsPage';
import { NotificationsPage, notificationsQuery } from './pages/notifications/NotificationsPage';
import { SignupMatchesPage } from './pages/signup/SignupMatchesPage';
import { CompleteSignupPage, SignupPage } from './pages/signup/SignupPage';

export interface RouteDeps {
  queryClient: QueryClient;
  api: ApiClient;
  i18n: i18n;
}

/**
 * The route tree (react-router data mode). Loaders fill TanStack Query's cache; components read
 * it. Routes of SPEC §2 that later issues build are absent, so they answer 404 until then.
 */
export function createRoutes({ queryClient, api, i18n }: RouteDeps): RouteObject[] {
  /** Members-only pages send visitors to the login page, and back afterwards. */
  const membersOnly = async ({ request }: { request: Request }) => {
    if (await queryClient.ensureQueryData(userQuery(api))) return null;
    const url = new URL(request.url);
    throw redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  };
  return [
    {
      id: 'root',
      element: <Document />,
      errorElement: (
        <Document>
          <ErrorPage />
        </Document>
      ),
      loader: async () => {
        await Promise.all([
          queryClient.ensureQueryData(settingsQuery(api, i18n.language)),
          queryClient.ensureQueryData(companyInfoQuery(api)),
          queryClient.ensureQueryData(userQuery(api)),
        ]);
        return null;
      },
      children: [
        {
          id: 'default-layout',
          element: <DefaultLayout />,
          errorElement: (
            <DefaultLayout>
              <ErrorPage />
            </DefaultLayout>
          ),
          children: [
            { index: true, element: <HomePage /> },
            { path: 'login', element: <LoginPage /> },
            { path: 'signup', element: <SignupPage /> },
            { path: 'complete-signup', loader: membersOnly, element: <CompleteSignupPage /> },
            { path: 'signup-matches', loader: membersOnly, element: <SignupMatchesPage /> },
            { path: 'reset-password', element: <ResetPasswordPage /> },
            { path: 'reset-password/do', element: <ResetPasswordDoPage /> },
            { path: 'activate/done', element: <ActivateDonePage /> },
            { path: 'activate/error', element: <ActivateErrorPage /> },
            { path: 'mail-change/do', element: <MailChangeDoPage /> },
            { path: 'account-deleted', element: <AccountDeletedPage /> },
            { path: 'settings', loader: membersOnly, element: <SettingsPage /> },
            {
              path: 'profile',
              loader: async (args) => {
                await membersOnly(args);
                await Promise.all([
                  queryClient.ensureQueryData(ownProfileQuery(api)),
                  queryClient.ensureQueryData(regionsQuery(api)),
                  queryClient.ensureQueryData(interestsQuery(api, i18n.language)),
                ]);
                return null;
              },
              element: <ProfilePage />,
            },
            { path: 'complaints', element: <ComplaintsPage /> },
            ...['likes', 'likes/:type', 'likes/m/:id'].map(
              (path): RouteObject => ({
                path,
                loader: async (args) => {
                  await membersOnly(args);
                  await queryClient.ensureQueryData(likesQuery(api));
                  if (args.params.type && !['received', 'sent', 'matches'].includes(args.params.type)) throw data(null, { status: 404 });
                  return null;
                },
                element: path === 'likes/m/:id' ? <MatchPage /> : <LikesPage />,
              }),
            ),
            {
              path: 'swipe-game',
              loader: async (args) => {
                await membersOnly(args);
                await queryClient.ensureQueryData(swipeDeckQuery(api));
                return null;
              },
              element: <SwipeGamePage />,
            },
            {
              path: 'match-finder',
              loader: async (args) => {
                await membersOnly(args);
                await Promise.all([queryClient.ensureQueryData(regionsQuery(api)), queryClient.ensureQueryData(interestsQuery(api, i18n.language))]);
                return null;
              },
              element: <MatchFinderPage />,
            },
            {
              path: 'members',
              loader: async ({ request }) => {
                // A refused search (visitors on some sites) renders its own notice, so errors stay in the query.
                const filters = searchFilters(new URL(request.url).searchParams);
                await Promise.all([queryClient.prefetchInfiniteQuery(searchQuery(api, filters)), queryClient.ensureQueryData(regionsQuery(api))]);
                return null;
              },
              element: <SearchPage />,
            },
            {
              path: 'members/:id',
              loader: async ({ params }) => {
                const id = Number(params.id);
                if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
                try {
                  await Promise.all([
                    queryClient.ensureQueryData(memberQuery(api, id)),
                    queryClient.ensureQueryData(regionsQuery(api)),
                    queryClient.ensureQueryData(interestsQuery(api, i18n.language)),
                  ]);
                } catch (error) {
                  if (error instanceof ApiRequestError && error.code === 'blocked_by') return { blockedMessage: error.message };
                  if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 });
                  throw error;
                }
                return {};
              },
              element: <MemberPage />,
            },
            {
              path: 'notifications',
              loader: async (args) => {
                await membersOnly(args);
                await queryClient.ensureQueryData(notificationsQuery(api));
                return null;
              },
              element: <NotificationsPage />,
            },
            {
              id: 'pages-page',
              path: 'pages/:page',
              loader: async ({ params }) => {
                if (!STATIC_PAGES.some((page) => page === params.page)) throw data(null, { status: 404 });
                await ensureNamespace(i18n, i18n.language, 'pages');
                return null;
              },
              lazy: async () => ({ Component: (await import('./pages/static/StaticPage')).StaticPage }),
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
