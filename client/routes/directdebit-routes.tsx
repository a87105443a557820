import type { RouteObject } from 'react-router';
import { creditsQuery } from '../queries/credits';
import { ensureAll, loadShopTexts, membersOnly, type CurrentDeps } from './deps';
import { lazyPage } from './lazy';

/** SEPA direct debit: the form with an SMS code (payments); the page loads on first visit. */
export function directDebitRoutes(deps: CurrentDeps): RouteObject[] {
  const guard = membersOnly(deps);
  return [
    {
      path: 'directdebit',
      loader: async (args) => {
        await guard(args);
        const { queryClient, api, i18n } = deps();
        await ensureAll(queryClient, [creditsQuery(api), loadShopTexts(i18n)]);
        return null;
      },
      ...lazyPage('client/pages/directdebit/DirectDebitPage.tsx', async () => ({
        Component: (await import('../pages/directdebit/DirectDebitPage')).DirectDebitPage,
      })),
    },
  ];
}
