import { infiniteQueryOptions } from '@tanstack/react-query';
import { browserApi } from '#client/api/browser';
import { consoleKeys } from './keys';

/** One row of GET /api/operator/audit.php (server/core/presenters/operators.ts). */
export interface AuditEntry {
  id: number;
  operator_id: number | null;
  action: string;
  tenant_id: string | null;
  member_id: number | null;
  detail: Record<string, unknown>;
  ip: string | null;
  created_at: string;
}

const PAGE = 50;

/** Every operator action that fits the filter (the API's own parameters), newest first, a page at a time. */
export const auditQuery = (filter: Record<string, string>) =>
  infiniteQueryOptions({
    queryKey: consoleKeys.audit(filter),
    queryFn: ({ pageParam }) =>
      browserApi.get<{ entries: AuditEntry[]; next_before: number | null }>('/api/operator/audit.php', {
        ...filter,
        limit: String(PAGE),
        ...(pageParam && { before: String(pageParam) }),
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
