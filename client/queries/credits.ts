import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditsOverview, Discount, Payment } from '#server/contract/api/payments';
import { isApiError, type ApiClient } from '../api/client';
import { usePageEnv } from '../app-context';

export type CreditPackage = CreditsOverview['packages'][number];
export type { CreditsOverview, Discount, Payment };

export const CREDITS_KEY = ['credits'] as const;
/** How often the return page asks while the provider has not decided yet. */
const PAYMENT_POLL_MS = 2_000;

export const creditsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: CREDITS_KEY, queryFn: () => api.get<CreditsOverview>('/api/credits.php'), staleTime: 60_000 });

/** A pending payment waits and polls; a settled one stops (docs/product.md#credits-payment-states). */
export const paymentQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: ['payment', id],
    queryFn: () => api.get<{ payment: Payment }>('/api/payment.php', { id: String(id) }).then((body) => body.payment),
    refetchInterval: (query) => (query.state.data && !isSettled(query.state.data.status) ? PAYMENT_POLL_MS : false),
  });

export const transactionsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['transactions'], queryFn: () => api.get<{ transactions: Payment[] }>('/api/transactions.php').then((body) => body.transactions) });

export const transactionQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: ['transactions', id],
    queryFn: () => api.get<{ transaction: Payment }>('/api/transactions.php', { id: String(id) }).then((body) => body.transaction),
  });

/** Discount code load errors are ignored: no code, no banner. Per member: loaded again when the login state changes (docs/product.md#credits-discounts). */
export const welcomeDiscountQuery = (api: ApiClient, userId?: number) =>
  queryOptions({
    queryKey: ['discount', 'welcome', userId ?? null],
    queryFn: () =>
      api.get<{ discountcode: Discount | null }>('/api/discountcode.php', { welcome: 'true' }).then(
        (body) => body.discountcode,
        (error: unknown) => {
          if (isApiError(error)) return null;
          throw error;
        },
      ),
    staleTime: 5 * 60_000,
  });

export function isSettled(status: Payment['status']): boolean {
  return status !== 'open' && status !== 'pending';
}

export function useCreditsOverview(): CreditsOverview | undefined {
  const { api } = usePageEnv();
  return useQuery(creditsQuery(api)).data;
}

export function formatMoney(amount: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);
}
