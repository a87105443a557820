import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { browserApi } from '#client/api/browser';
import type { ConsoleMemberDetail, ConsoleMemberList } from '#server/contract/answers/console-members';
import type { MemberStatusFilter } from '#server/contract/console-members';
import { consoleKeys } from './keys';

export type { ConsoleMemberDetail, ConsoleMemberRow } from '#server/contract/answers/console-members';

export interface MemberSearchInput {
  q: string;
  status: MemberStatusFilter | undefined;
  site: string | undefined;
}

/** The member list, a page at a time (newest first; `next_before` is the next page's cursor). */
export const memberSearchQuery = (input: MemberSearchInput) =>
  infiniteQueryOptions({
    queryKey: consoleKeys.members(input.site, input.status, input.q),
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

/** One member's page; nothing is asked for an address that holds no id. */
export const memberQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: consoleKeys.member(id ?? 0),
    queryFn: () => browserApi.get<ConsoleMemberDetail>('/api/operator/member.php', { id: String(id) }),
    enabled: id !== undefined,
  });

/**
 * One of the member page's actions (ban, unban, credit correction, resend activation, force
 * logout, delete): `path` is its endpoint under /api/operator/. Any of them may change what every
 * console list shows of the member, so the whole console is asked again.
 */
export function useMemberAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body: object }) => browserApi.send<Record<string, unknown>>('POST', `/api/operator/${path}`, { id, ...body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: consoleKeys.all });
    },
  });
}

/** The erasure on a written request, confirmed with the request's reference. */
export function useEraseMember(id: number, onErased: () => void) {
  return useMutation({
    mutationFn: (reference: string) => browserApi.send('POST', '/api/operator/member-erase.php', { id, reference }),
    onSuccess: onErased,
  });
}
