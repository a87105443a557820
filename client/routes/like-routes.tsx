import { data, type RouteObject } from 'react-router';
import { LIKE_TABS, LikesPage } from '../pages/likes/LikesPage';
import { MatchPage } from '../pages/likes/MatchPage';
import { MatchFinderPage } from '../pages/match-finder/MatchFinderPage';
import { SwipeGamePage, swipeDeckQuery } from '../pages/swipe/SwipeGamePage';
import { regionsQuery } from '../queries/keys';
import { likesQuery } from '../queries/likes';
import { interestsQuery } from '../queries/members';
import { ensureAll, membersOnly, routeId, type RouteDeps } from './deps';

/** Likes overview and matches, the swipe game and the match finder (issue 5). */
export function likeRoutes(deps: RouteDeps): RouteObject[] {
  const { queryClient, api, i18n } = deps;
  const guard = membersOnly(deps);
  return [
    ...['likes', 'likes/:type', 'likes/m/:id'].map((path): RouteObject => ({
      path,
      loader: async (args) => {
        await guard(args);
        if (args.params.type && !LIKE_TABS.some((tab) => tab === args.params.type)) throw data(null, { status: 404 });
        if (args.params.id !== undefined) routeId(args.params.id);
        await queryClient.ensureQueryData(likesQuery(api));
        return null;
      },
      element: path === 'likes/m/:id' ? <MatchPage /> : <LikesPage />,
    })),
    {
      path: 'swipe-game',
      loader: async (args) => {
        await guard(args);
        await queryClient.ensureQueryData(swipeDeckQuery(api));
        return null;
      },
      element: <SwipeGamePage />,
    },
    {
      path: 'match-finder',
      loader: async (args) => {
        await guard(args);
        await ensureAll(queryClient, [regionsQuery(api), interestsQuery(api, i18n.language)]);
        return null;
      },
      element: <MatchFinderPage />,
    },
  ];
}
