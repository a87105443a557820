import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { browserApi } from '#client/api/browser';
import type {
  ConsoleDiscountCodeResponse,
  ConsolePaymentDetailResponse,
  ConsolePaymentRowResponse,
  ConsoleRefundResponse,
} from '#server/contract/answers/console-payments';
import { consoleKeys } from './keys';

export type PaymentRow = ConsolePaymentRowResponse;
export type PaymentDetail = ConsolePaymentDetailResponse;
export type Refund = ConsoleRefundResponse;
export type DiscountCodeRow = ConsoleDiscountCodeResponse;

/** The list's filters, kept in the address so a filtered view can be shared, reloaded and come back to from a payment. */
export const FILTER_KEYS = ['site', 'status', 'method', 'provider', 'member', 'from', 'to'] as const;
export type PaymentFilter = Partial<Record<(typeof FILTER_KEYS)[number], string>>;

/** A day picked in the operator's own time zone, as the moment the API compares with. */
function dayBoundary(day: string, end: boolean): string {
  const moment = new Date(`${day}T00:00:00`);
  if (end) moment.setDate(moment.getDate() + 1);
  return new Date(moment.getTime() - (end ? 1 : 0)).toISOString();
}

function listParams(filter: PaymentFilter): Record<string, string> {
  return {
    ...(filter.site && { tenant_id: filter.site }),
    ...(filter.status && { status: filter.status }),
    ...(filter.method && { method: filter.method }),
    ...(filter.provider && { provider: filter.provider }),
    ...(filter.member && { member: filter.member }),
    ...(filter.from && { from: dayBoundary(filter.from, false) }),
    ...(filter.to && { to: dayBoundary(filter.to, true) }),
  };
}

export const paymentsQuery = (filter: PaymentFilter) =>
  infiniteQueryOptions({
    queryKey: consoleKeys.payments.list(filter),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      browserApi.get<{ payments: PaymentRow[]; next_before: number | null }>('/api/operator/payments.php', {
        ...listParams(filter),
        ...(pageParam && { before: pageParam }),
      }),
    getNextPageParam: (page) => (page.next_before ? String(page.next_before) : undefined),
  });

export const paymentQuery = (id: string) =>
  queryOptions({
    queryKey: consoleKeys.payments.detail(id),
    queryFn: () => browserApi.get<PaymentDetail>('/api/operator/payment.php', { id }),
    // A refund settles at the provider a moment later: look again while one is under way.
    refetchInterval: (query) => (query.state.data?.refunds.some((refund) => refund.status === 'pending') ? 3000 : false),
  });

export interface RefundInput {
  id: number;
  amount: number;
  take_credits: number;
  reason: string;
}

export function useRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RefundInput) => browserApi.send<{ refund: Refund; provider_reached: boolean }>('POST', '/api/operator/payment-refund.php', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKeys.payments.all }),
  });
}

export const discountCodesQuery = (site: string | undefined, state: string | undefined) =>
  infiniteQueryOptions({
    queryKey: consoleKeys.discountCodes.list(site, state),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      browserApi.get<{ discount_codes: DiscountCodeRow[]; next_before: number | null }>('/api/operator/discount-codes.php', {
        ...(site && { tenant_id: site }),
        ...(state && { state }),
        ...(pageParam && { before: pageParam }),
      }),
    getNextPageParam: (page) => (page.next_before ? String(page.next_before) : undefined),
  });

export interface NewDiscountCode {
  tenant_id: string;
  code: string;
  percentage: number;
  country?: string;
  member_id?: number;
  currency?: string;
  minimum_order_value: number;
  payment_methods: string[];
  expires_at?: string;
}

export function useCreateDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewDiscountCode) => browserApi.send<{ discount_code: DiscountCodeRow }>('POST', '/api/operator/discount-codes.php', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.discountCodes.all }),
  });
}

export function useDisableDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => browserApi.send('POST', '/api/operator/discount-code-disable.php', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.discountCodes.all }),
  });
}
