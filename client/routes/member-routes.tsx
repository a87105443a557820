import { data, type RouteObject } from 'react-router';
import { isApiError } from '../api/client';
import type { MemberLoaderData } from '../pages/members/MemberPage';
import { ownProfileQuery } from '../queries/profile';
import { trafficSource } from '#client/lib/tracking';
import { regionsQuery } from '../queries/site';
import { SEO } from '../seo/pages';
import { interestsQuery, memberQuery, searchFilters, searchQuery } from '../queries/members';
import { ensureAll, membersOnly, pageRefusal, routeId, type CurrentDeps } from './deps';
import { lazyPage } from './lazy';

/** The own profile, search, profile views and complaints (issue 4). */
export function memberRoutes(deps: CurrentDeps): RouteObject[] {
  const guard = membersOnly(deps);
  return [
    {
      path: 'profile',
      loader: async (args) => {
        await guard(args);
        const { queryClient, api, i18n } = deps();
        await ensureAll(queryClient, [ownProfileQuery(api), regionsQuery(api), interestsQuery(api, i18n.language)]);
        return null;
      },
      ...lazyPage('client/pages/profile/ProfilePage.tsx', async () => ({ Component: (await import('../pages/profile/ProfilePage')).ProfilePage })),
    },
    {
      path: 'complaints',
      ...lazyPage('client/pages/complaints/ComplaintsPage.tsx', async () => ({
        Component: (await import('../pages/complaints/ComplaintsPage')).ComplaintsPage,
      })),
    },
    {
      path: 'members',
      loader: async ({ request }) => {
        // A refused search (visitors on some sites) renders its own notice, so errors stay in the query.
        const filters = searchFilters(new URL(request.url).searchParams);
        const { queryClient, api } = deps();
        await ensureAll(queryClient, [queryClient.prefetchInfiniteQuery(searchQuery(api, filters)), regionsQuery(api)]);
        return null;
      },
      ...lazyPage('client/pages/members/SearchPage.tsx', async () => ({ Component: (await import('../pages/members/SearchPage')).SearchPage }), SEO.members),
    },
    {
      path: 'members/:id',
      loader: async ({ params, request }) => {
        const id = routeId(params.id);
        const { queryClient, api, i18n } = deps();
        // docs/product.md#search-visitors: visitors see profiles where they may search; a traffic source
        // (landing URL, or kept by this browser) counts as in the search.
        const network = new URL(request.url).searchParams.get('network') ?? (import.meta.env.SSR ? undefined : trafficSource().network);
        try {
          await ensureAll(queryClient, [memberQuery(api, id, network), regionsQuery(api), interestsQuery(api, i18n.language)]);
        } catch (error) {
          if (isApiError(error) && error.code === 'blocked_by') return data<MemberLoaderData>({ blockedMessage: error.message }, { status: 403 });
          return pageRefusal(request)(error);
        }
        return {};
      },
      ...lazyPage('client/pages/members/MemberPage.tsx', async () => ({ Component: (await import('../pages/members/MemberPage')).MemberPage }), SEO.member),
    },
  ];
}
