import { data, type RouteObject } from 'react-router';
import { LIKE_TABS } from '../pages/likes/tabs';
import { swipeDeckQuery } from '../queries/swipe';
import { regionsQuery } from '../queries/site';
import { likesQuery } from '../queries/likes';
import { interestsQuery } from '../queries/members';
import { ensureAll, membersOnly, routeId, type CurrentDeps } from './deps';
import { lazyPage } from './lazy';

/** Likes overview and matches, the swipe game and the match finder (issue 5). */
export function likeRoutes(deps: CurrentDeps): RouteObject[] {
  const guard = membersOnly(deps);
  return [
    ...['likes', 'likes/:type', 'likes/m/:id'].map((path): RouteObject => ({
      path,
      loader: async (args) => {
        await guard(args);
        if (args.params.type && !LIKE_TABS.some((tab) => tab === args.params.type)) throw data(null, { status: 404 });
        if (args.params.id !== undefined) routeId(args.params.id);
        const { queryClient, api } = deps();
        await queryClient.ensureQueryData(likesQuery(api));
        return null;
      },
      ...(path === 'likes/m/:id'
        ? lazyPage('client/pages/likes/MatchPage.tsx', async () => ({ Component: (await import('../pages/likes/MatchPage')).MatchPage }))
        : lazyPage('client/pages/likes/LikesPage.tsx', async () => ({ Component: (await import('../pages/likes/LikesPage')).LikesPage }))),
    })),
    {
      path: 'swipe-game',
      loader: async (args) => {
        await guard(args);
        const { queryClient, api } = deps();
        await queryClient.ensureQueryData(swipeDeckQuery(api));
        return null;
      },
      ...lazyPage('client/pages/swipe/SwipeGamePage.tsx', async () => ({ Component: (await import('../pages/swipe/SwipeGamePage')).SwipeGamePage })),
    },
    {
      path: 'match-finder',
      loader: async (args) => {
        await guard(args);
        const { queryClient, api, i18n } = deps();
        await ensureAll(queryClient, [regionsQuery(api), interestsQuery(api, i18n.language)]);
        return null;
      },
      ...lazyPage('client/pages/match-finder/MatchFinderPage.tsx', async () => ({
        Component: (await import('../pages/match-finder/MatchFinderPage')).MatchFinderPage,
      })),
    },
  ];
}
