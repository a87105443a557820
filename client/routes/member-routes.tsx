import { data, type RouteObject } from 'react-router';
import { isApiError } from '../api/client';
import { ComplaintsPage } from '../pages/complaints/ComplaintsPage';
import { MemberPage, type MemberLoaderData } from '../pages/members/MemberPage';
import { SearchPage } from '../pages/members/SearchPage';
import { ownProfileQuery } from '../pages/profile/ownProfile';
import { ProfilePage } from '../pages/profile/ProfilePage';
import { trafficSource } from '#client/lib/tracking';
import { regionsQuery } from '../queries/keys';
import { SEO } from '../seo/pages';
import { interestsQuery, memberQuery, searchFilters, searchQuery } from '../queries/members';
import { ensureAll, membersOnly, pageRefusal, routeId, type RouteDeps } from './deps';

/** The own profile, search, profile views and complaints (issue 4). */
export function memberRoutes(deps: RouteDeps): RouteObject[] {
  const { queryClient, api, i18n } = deps;
  const guard = membersOnly(deps);
  return [
    {
      path: 'profile',
      loader: async (args) => {
        await guard(args);
        await ensureAll(queryClient, [ownProfileQuery(api), regionsQuery(api), interestsQuery(api, i18n.language)]);
        return null;
      },
      element: <ProfilePage />,
    },
    { path: 'complaints', element: <ComplaintsPage /> },
    {
      path: 'members',
      handle: { seo: SEO.members },
      loader: async ({ request }) => {
        // A refused search (visitors on some sites) renders its own notice, so errors stay in the query.
        const filters = searchFilters(new URL(request.url).searchParams);
        await ensureAll(queryClient, [queryClient.prefetchInfiniteQuery(searchQuery(api, filters)), regionsQuery(api)]);
        return null;
      },
      element: <SearchPage />,
    },
    {
      path: 'members/:id',
      handle: { seo: SEO.member },
      loader: async ({ params, request }) => {
        const id = routeId(params.id);
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
      element: <MemberPage />,
    },
  ];
}
