import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditMovement, CreditsOverview, Discount, Payment, TransactionsList } from '#server/contract/answers/payments';
import { isApiError, type ApiClient } from '../api/client';
import { usePageEnv } from '../app-context';
import { queryKeys } from './keys';
import { numberFormatter } from '#client/lib/intl';

export type CreditPackage = CreditsOverview['packages'][number];
export type { CreditMovement, CreditsOverview, Discount, Payment, TransactionsList };

/** How often the return page asks while the provider has not decided yet. */
const PAYMENT_POLL_MS = 2_000;

export const creditsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: queryKeys.credits, queryFn: () => api.get<CreditsOverview>('/api/credits.php'), staleTime: 60_000 });

/** A pending payment waits and polls; a settled one stops (docs/product.md#credits-payment-states). */
export const paymentQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: queryKeys.payment(id),
    queryFn: () => api.get<{ payment: Payment }>('/api/payment.php', { id: String(id) }).then((body) => body.payment),
    refetchInterval: (query) => (query.state.data && !isSettled(query.state.data.status) ? PAYMENT_POLL_MS : false),
  });

/** The receipts and the credit history's newest page; older pages are fetched on request (olderMovements). */
export const transactionsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: queryKeys.transactions, queryFn: () => api.get<TransactionsList>('/api/transactions.php') });

export function olderMovements(api: ApiClient, before: number): Promise<TransactionsList> {
  return api.get<TransactionsList>('/api/transactions.php', { before: String(before) });
}

export const transactionQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: queryKeys.transaction(id),
    queryFn: () => api.get<{ transaction: Payment }>('/api/transactions.php', { id: String(id) }).then((body) => body.transaction),
  });

/** Discount code load errors are ignored: no code, no banner. Per member: loaded again when the login state changes (docs/product.md#credits-discounts). */
export const welcomeDiscountQuery = (api: ApiClient, userId?: number) =>
  queryOptions({
    queryKey: queryKeys.welcomeDiscount(userId),
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
  return numberFormatter(language, { style: 'currency', currency }).format(amount);
}

/** A started payment and where the payer goes next (null: no checkout, straight to the status page). */
export type StartedPayment = { payment: Payment; redirect: string | null };

/** A new payment at the provider's checkout, or a repeat order on a stored mandate (`{ package, repeat: true }`). */
export const startPayment = (api: ApiClient, order: { package: string; paymentmethod?: string; discountcode?: string; repeat?: true }) =>
  api.send<StartedPayment>('POST', '/api/payment.php', order);

export type DirectDebitRequest = { request_id: number; mobile: string; mandate_reference: string };

/** A direct debit asks for a code sent to the payer's phone first; the confirmation with it creates the payment. */
export const requestDirectDebit = (api: ApiClient, body: Record<string, unknown>) => api.send<DirectDebitRequest>('POST', '/api/directdebit.php', body);

export type DirectDebitConfirmed = { payment: Payment; redirect: null };

export const confirmDirectDebit = (api: ApiClient, requestId: number, code: string, discountcode: string | undefined) =>
  api.send<DirectDebitConfirmed>('PUT', '/api/directdebit.php', { request_id: requestId, code, discountcode });

/**
 * A code the member entered, checked by the server (which checks it again at payment).
 * `onChecked` hears the code as the server spelled it, or null when refused, so the page can keep
 * or drop it for the visit.
 */
export const discountCodeQuery = (api: ApiClient, code: string | null | undefined, onChecked: (code: string | null) => void) =>
  queryOptions({
    queryKey: queryKeys.discountCode(code?.toUpperCase()),
    enabled: Boolean(code),
    retry: false,
    queryFn: async () => {
      try {
        const found = (await api.get<{ discountcode: Discount }>('/api/discountcode.php', { code: code ?? '' })).discountcode;
        onChecked(found.code);
        return found;
      } catch (error) {
        onChecked(null);
        throw error;
      }
    },
  });
