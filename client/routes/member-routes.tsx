import { data, type RouteObject } from 'react-router';
import { ApiRequestError } from '../api/client';
import { ComplaintsPage } from '../pages/complaints/ComplaintsPage';
import { MemberPage } from '../pages/members/MemberPage';
import { SearchPage } from '../pages/members/SearchPage';
import { ownProfileQuery } from '../pages/profile/ownProfile';
import { ProfilePage } from '../pages/profile/ProfilePage';
import { regionsQuery } from '../queries/keys';
import { interestsQuery, memberQuery, searchFilters, searchQuery } from '../queries/members';
import { membersOnly, type RouteDeps } from './deps';

/** The own profile, search, profile views and complaints (issue 4). */
export function memberRoutes(deps: RouteDeps): RouteObject[] {
  const { queryClient, api, i18n } = deps;
  const guard = membersOnly(deps);
  return [
    {
      path: 'profile',
      loader: async (args) => {
        await guard(args);
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
  ];
}
