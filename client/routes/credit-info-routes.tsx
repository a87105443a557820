import type { RouteObject } from 'react-router';
import { PremiumPage } from '../pages/premium/PremiumPage';
import { PricingPage } from '../pages/pricing/PricingPage';
import { TransactionPage } from '../pages/transactions/TransactionPage';
import { TransactionsPage } from '../pages/transactions/TransactionsPage';
import { creditsQuery, transactionQuery, transactionsQuery } from '../queries/credits';
import { SEO } from '../seo/pages';
import { ensureAll, loadShopTexts, membersOnly, pageRefusal, routeId, type RouteDeps } from './deps';

/** The price list, the premium overview and the member's transactions (receipts). */
export function creditInfoRoutes(deps: RouteDeps): RouteObject[] {
  const { queryClient, api } = deps;
  const guard = membersOnly(deps);
  return [
    {
      path: 'pricing',
      handle: { seo: SEO.pricing },
      loader: async () => {
        await ensureAll(queryClient, [creditsQuery(api), loadShopTexts(deps)]);
        return null;
      },
      element: <PricingPage />,
    },
    {
      path: 'premium',
      loader: async (args) => {
        await guard(args);
        await ensureAll(queryClient, [creditsQuery(api), loadShopTexts(deps)]);
        return null;
      },
      element: <PremiumPage />,
    },
    {
      path: 'transactions',
      loader: async (args) => {
        await guard(args);
        await ensureAll(queryClient, [transactionsQuery(api), loadShopTexts(deps)]);
        return null;
      },
      element: <TransactionsPage />,
    },
    {
      path: 'transactions/:id',
      loader: async (args) => {
        await guard(args);
        const id = routeId(args.params.id);
        await ensureAll(queryClient, [transactionQuery(api, id), loadShopTexts(deps)]).catch(pageRefusal(args.request));
        return null;
      },
      element: <TransactionPage />,
    },
  ];
}
