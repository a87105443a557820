import { data, type RouteObject } from 'react-router';
import { isApiError } from '../api/client';
import { unsubscribeQuery } from '../queries/unsubscribe';
import { pageRefusal, type CurrentDeps } from './deps';
import { lazyPage } from './lazy';

/** /unsubscribe?token=…: the page of a notification mail's unsubscribe link (issue 13). */
export function unsubscribeRoutes(deps: CurrentDeps): RouteObject[] {
  return [
    {
      path: 'unsubscribe',
      loader: async ({ request }) => {
        const token = new URL(request.url).searchParams.get('token') ?? '';
        const { queryClient, api } = deps();
        await queryClient.ensureQueryData(unsubscribeQuery(api, token)).catch((error: unknown) => {
          // A bad or foreign link answers 400 with its own message, not the unknown page's 404.
          if (isApiError(error) && error.status === 400) throw data({ message: error.message }, { status: 400 });
          return pageRefusal(request)(error);
        });
        return null;
      },
      ...lazyPage('client/pages/unsubscribe/UnsubscribePage.tsx', async () => ({
        Component: (await import('../pages/unsubscribe/UnsubscribePage')).UnsubscribePage,
      })),
    },
  ];
}
