import type { RouteObject } from 'react-router';
import { CreditsPage } from '../pages/credits/CreditsPage';
import { PaymentPage } from '../pages/credits/PaymentPage';
import { RepeatOrderPage } from '../pages/credits/RepeatOrderPage';
import { creditsQuery } from '../queries/credits';
import { loadShopTexts, membersOnly, type RouteDeps } from './deps';

/** Buying credits (issue 7): packages, payment methods, the return page, repeat orders. */
export function creditRoutes(deps: RouteDeps): RouteObject[] {
  const { queryClient, api } = deps;
  const guard = membersOnly(deps);
  const loader = async (args: Parameters<typeof guard>[0]) => {
    await guard(args);
    await loadShopTexts(deps);
    await queryClient.ensureQueryData(creditsQuery(api));
    return null;
  };
  return [
    { path: 'credits', loader, element: <CreditsPage /> },
    { path: 'credits/repeat-order', loader, element: <RepeatOrderPage /> },
    { path: 'credits/:id', loader, element: <CreditsPage /> },
    { path: 'credits/:id/:paymentmethod', loader, element: <PaymentPage /> },
  ];
}
