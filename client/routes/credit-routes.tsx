import { data, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { CreditsPage } from '../pages/credits/CreditsPage';
import { PaymentPage } from '../pages/credits/PaymentPage';
import { RepeatOrderPage } from '../pages/credits/RepeatOrderPage';
import { creditsQuery } from '../queries/credits';
import { loadShopTexts, membersOnly, type RouteDeps } from './deps';

/** Buying credits (issue 7): packages, payment methods, the return page, repeat orders. */
export function creditRoutes(deps: RouteDeps): RouteObject[] {
  const { queryClient, api } = deps;
  const guard = membersOnly(deps);
  const loader = async (args: LoaderFunctionArgs) => {
    await guard(args);
    const [overview] = await Promise.all([queryClient.ensureQueryData(creditsQuery(api)), loadShopTexts(deps)]);
    // /credits/{id}: a package this site does not sell is no page (the return page keeps its own notice).
    if (args.params.id !== undefined && args.params.paymentmethod === undefined && !overview.packages.some((item) => item.id === args.params.id))
      throw data(null, { status: 404 });
    return null;
  };
  return [
    { path: 'credits', loader, element: <CreditsPage /> },
    { path: 'credits/repeat-order', loader, element: <RepeatOrderPage /> },
    { path: 'credits/:id', loader, element: <CreditsPage /> },
    { path: 'credits/:id/:paymentmethod', loader, element: <PaymentPage /> },
  ];
}
