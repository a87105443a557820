import { data, type RouteObject } from 'react-router';
import { isLanderName } from '#server/contract/landers';
import { ensureNamespace } from '../i18n';
import { LanderLayout } from '../layouts/LanderLayout';
import { ErrorPage } from '../pages/error/ErrorPage';
import { SignupModalHost } from '../pages/signup/SignupModal';
import { landerQuery } from '../queries/landers';
import { SEO } from '../seo/pages';
import { interestsQuery } from '../queries/members';
import { ensureAll, pageRefusal, type CurrentDeps } from './deps';
import { lazyPage } from './lazy';

/** /landers/{name}/{slug?} in the lander layout (docs/product.md#landers); the sign-up modal is hosted here as in the default layout. */
export function landerRoutes(deps: CurrentDeps): RouteObject {
  return {
    id: 'lander-layout',
    element: (
      <SignupModalHost>
        <LanderLayout />
      </SignupModalHost>
    ),
    errorElement: (
      <LanderLayout>
        <ErrorPage />
      </LanderLayout>
    ),
    children: [
      {
        id: 'lander',
        path: 'landers/:name/:slug?',
        loader: async ({ params, request }) => {
          const name = params.name ?? '';
          if (!isLanderName(name)) throw data(null, { status: 404 });
          // A listed name whose page is not built yet is as unknown as any other.
          const { LANDER_PAGES } = await import('../pages/landers/registry');
          if (!LANDER_PAGES[name]) throw data(null, { status: 404 });
          const { queryClient, api, i18n } = deps();
          await ensureAll(queryClient, [
            landerQuery(api, i18n.language, name, params.slug),
            ensureNamespace(i18n, i18n.language, 'pages'),
            ...(name === 'iconslanding' ? [interestsQuery(api, i18n.language)] : []),
          ]).catch(pageRefusal(request));
          return null;
        },
        ...lazyPage('client/pages/landers/LanderPage.tsx', async () => ({ Component: (await import('../pages/landers/LanderPage')).LanderPage }), SEO.lander),
      },
    ],
  };
}
