import { data, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { creditsQuery } from '../queries/credits';
import { loadShopTexts, membersOnly, type CurrentDeps } from './deps';
import { lazyPage } from './lazy';

/** Buying credits (issue 7): packages, payment methods, the return page, repeat orders. */
export function creditRoutes(deps: CurrentDeps): RouteObject[] {
  const guard = membersOnly(deps);
  const loader = async (args: LoaderFunctionArgs) => {
    await guard(args);
    const { queryClient, api, i18n } = deps();
    const [overview] = await Promise.all([queryClient.ensureQueryData(creditsQuery(api)), loadShopTexts(i18n)]);
    // /credits/{id}: a package this site does not sell is no page (the return page keeps its own notice).
    if (args.params.id !== undefined && args.params.paymentmethod === undefined && !overview.packages.some((item) => item.id === args.params.id))
      throw data(null, { status: 404 });
    return null;
  };
  const credits = lazyPage('client/pages/credits/CreditsPage.tsx', async () => ({ Component: (await import('../pages/credits/CreditsPage')).CreditsPage }));
  return [
    { path: 'credits', loader, ...credits },
    {
      path: 'credits/repeat-order',
      loader,
      ...lazyPage('client/pages/credits/RepeatOrderPage.tsx', async () => ({ Component: (await import('../pages/credits/RepeatOrderPage')).RepeatOrderPage })),
    },
    { path: 'credits/:id', loader, ...credits },
    {
      path: 'credits/:id/:paymentmethod',
      loader,
      ...lazyPage('client/pages/credits/PaymentPage.tsx', async () => ({ Component: (await import('../pages/credits/PaymentPage')).PaymentPage })),
    },
  ];
}
