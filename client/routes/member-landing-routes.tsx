import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { ensureNamespace } from '../i18n';
import { LanderLayout } from '../layouts/LanderLayout';
import { ErrorPage } from '../pages/error/ErrorPage';
import { regionsQuery } from '../queries/site';
import { memberLandingQuery } from '../queries/member-landing';
import { ensureAll, pageRefusal, routeId, type CurrentDeps } from './deps';
import { lazyPage } from './lazy';

/**
 * One profile as the landing page of an ad (docs/product.md#member-landings), on the lander layout:
 * three designs and sign-up step 0 ("write to her, then create the account"). Unknown, hidden,
 * foreign or blocked profiles are the 404 page.
 */
export function memberLandingRoutes(deps: CurrentDeps): RouteObject {
  const loader = async ({ params, request }: LoaderFunctionArgs) => {
    const id = routeId(params.id);
    const { queryClient, api, i18n } = deps();
    await ensureAll(queryClient, [memberLandingQuery(api, id), regionsQuery(api), ensureNamespace(i18n, i18n.language, 'pages')]).catch(pageRefusal(request));
    return null;
  };
  const page = (design: 'profile' | 'photos' | 'chat') => ({
    loader,
    ...lazyPage('client/pages/member-landing/MemberLandingPage.tsx', async () => {
      const { MemberLandingPage } = await import('../pages/member-landing/MemberLandingPage');
      return { element: <MemberLandingPage design={design} /> };
    }),
  });
  return {
    id: 'member-landing-layout',
    element: <LanderLayout />,
    errorElement: (
      <LanderLayout>
        <ErrorPage />
      </LanderLayout>
    ),
    children: [
      { path: 'members/:id/landing', ...page('profile') },
      { path: 'members/:id/landing2/:slug?', ...page('photos') },
      { path: 'members/:id/landing3/:slug?', ...page('chat') },
      {
        path: 'members/:id/signup',
        loader,
        ...lazyPage('client/pages/member-landing/MemberSignupPage.tsx', async () => ({
          Component: (await import('../pages/member-landing/MemberSignupPage')).MemberSignupPage,
        })),
      },
    ],
  };
}

/** /lang-config: the language (and country) chooser for phones (docs/product.md#lang-config). */
export function langConfigRoute(): RouteObject {
  return {
    path: 'lang-config',
    ...lazyPage('client/pages/lang-config/LangConfigPage.tsx', async () => ({
      Component: (await import('../pages/lang-config/LangConfigPage')).LangConfigPage,
    })),
  };
}
