import type { RouteObject } from 'react-router';
import { creditsQuery, transactionQuery, transactionsQuery } from '../queries/credits';
import { SEO } from '../seo/pages';
import { ensureAll, loadShopTexts, membersOnly, pageRefusal, routeId, type CurrentDeps } from './deps';
import { lazyPage } from './lazy';

/** The price list, the premium overview and the member's transactions (receipts). */
export function creditInfoRoutes(deps: CurrentDeps): RouteObject[] {
  const guard = membersOnly(deps);
  return [
    {
      path: 'pricing',
      loader: async () => {
        const { queryClient, api, i18n } = deps();
        await ensureAll(queryClient, [creditsQuery(api), loadShopTexts(i18n)]);
        return null;
      },
      ...lazyPage('client/pages/pricing/PricingPage.tsx', async () => ({ Component: (await import('../pages/pricing/PricingPage')).PricingPage }), SEO.pricing),
    },
    {
      path: 'premium',
      loader: async (args) => {
        await guard(args);
        const { queryClient, api, i18n } = deps();
        await ensureAll(queryClient, [creditsQuery(api), loadShopTexts(i18n)]);
        return null;
      },
      ...lazyPage('client/pages/premium/PremiumPage.tsx', async () => ({ Component: (await import('../pages/premium/PremiumPage')).PremiumPage })),
    },
    {
      path: 'transactions',
      loader: async (args) => {
        await guard(args);
        const { queryClient, api, i18n } = deps();
        await ensureAll(queryClient, [transactionsQuery(api), loadShopTexts(i18n)]);
        return null;
      },
      ...lazyPage('client/pages/transactions/TransactionsPage.tsx', async () => ({
        Component: (await import('../pages/transactions/TransactionsPage')).TransactionsPage,
      })),
    },
    {
      path: 'transactions/:id',
      loader: async (args) => {
        await guard(args);
        const { queryClient, api, i18n } = deps();
        const id = routeId(args.params.id);
        await ensureAll(queryClient, [transactionQuery(api, id), loadShopTexts(i18n)]).catch(pageRefusal(args.request));
        return null;
      },
      ...lazyPage('client/pages/transactions/TransactionPage.tsx', async () => ({
        Component: (await import('../pages/transactions/TransactionPage')).TransactionPage,
      })),
    },
  ];
}
