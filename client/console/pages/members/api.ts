import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { browserApi } from '#client/api/browser';
import type { ConsoleMemberDetail, ConsoleMemberList } from '#server/core/presenters/console-members';
import type { MemberStatusFilter } from '#server/contract/console-members';

export type { ConsoleMemberDetail, ConsoleMemberRow } from '#server/core/presenters/console-members';

export interface MemberSearchInput {
  q: string;
  status: MemberStatusFilter | undefined;
  site: string | undefined;
}

/** The member list, a page at a time (newest first; `next_before` is the next page's cursor). */
export function useMemberSearch(input: MemberSearchInput) {
  return useInfiniteQuery({
    queryKey: ['operator', 'members', input.site ?? '', input.status ?? '', input.q],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      browserApi.get<ConsoleMemberList>('/api/operator/members.php', {
        ...(input.q && { q: input.q }),
        ...(input.status && { status: input.status }),
        ...(input.site && { tenant_id: input.site }),
        ...(pageParam !== undefined && { before: String(pageParam) }),
      }),
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
}

export const memberKey = (id: number) => ['operator', 'member', id] as const;

/** One member's page; nothing is asked for an address that holds no id. */
export function useMember(id: number | undefined) {
  return useQuery({
    queryKey: memberKey(id ?? 0),
    queryFn: () => browserApi.get<ConsoleMemberDetail>('/api/operator/member.php', { id: String(id) }),
    enabled: id !== undefined,
  });
}
