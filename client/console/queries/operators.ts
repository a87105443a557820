import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { browserApi } from '#client/api/browser';
import { consoleKeys } from './keys';
import type { ConsoleOperator } from './session';

/** One row of GET /api/operator/operators.php (server/core/presenters/operator-accounts.ts). */
export interface OperatorRow {
  id: number;
  email: string;
  role: ConsoleOperator['role'];
  all_sites: boolean;
  tenants: string[];
  state: 'active' | 'disabled' | 'invited' | 'link_expired';
  created_at: string;
  disabled_at: string | null;
  last_sign_in_at: string | null;
  is_self: boolean;
  manageable: boolean;
}

/** What adding answers: the only time the sign-in link and the authenticator secret are shown. */
export interface CreatedOperator {
  operator: OperatorRow;
  sign_in_link: string;
  link_expires_at: string;
  otpauth_uri: string;
}

export interface OperatorAccess {
  role: ConsoleOperator['role'];
  tenants: string[];
}

export const operatorsQuery = () =>
  queryOptions({ queryKey: consoleKeys.operators, queryFn: () => browserApi.get<{ operators: OperatorRow[] }>('/api/operator/operators.php') });

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: consoleKeys.operators });
}

export function useAddOperator() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: OperatorAccess & { email: string }) => browserApi.send<CreatedOperator>('POST', '/api/operator/operators.php', input),
    onSuccess: refresh,
  });
}

export function useChangeOperator() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: OperatorAccess & { id: number }) =>
      browserApi.send<{ operator: OperatorRow; sessions_ended: boolean }>('PUT', '/api/operator/operators.php', input),
    onSuccess: refresh,
  });
}

export function useDisableOperator() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => browserApi.send<{ changed: boolean }>('POST', '/api/operator/operator-disable.php', { id }),
    onSuccess: refresh,
  });
}
