import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { browserApi } from '#client/api/browser';
import type { ComplaintRowResponse, ComplaintViewResponse } from '#server/contract/answers/console-moderation';
import type { COMPLAINT_REASONS } from '#server/contract/complaint-reasons';
import type { PhotoRejectReason } from '#server/contract/photo-reject-reasons';
import { consoleKeys } from './keys';

export type { ComplaintRowResponse as ComplaintRow, ComplaintViewResponse as ComplaintView } from '#server/contract/answers/console-moderation';
export type ComplaintReason = (typeof COMPLAINT_REASONS)[number];
export type Action = 'dismiss' | 'warn' | 'hide_photo' | 'ban';

interface QueuePage {
  complaints: ComplaintRowResponse[];
  next_after: number | null;
  next_before: number | null;
  sites: { tenant_id: string; open: number }[];
}

export interface QueueFilter {
  site: string | undefined;
  status: 'open' | 'closed';
  reason: ComplaintReason | undefined;
}

function queueParams(filter: QueueFilter, extra: Record<string, string> = {}): Record<string, string> {
  return {
    status: filter.status,
    ...(filter.site && { tenant_id: filter.site }),
    ...(filter.reason && { reason: filter.reason }),
    ...extra,
  };
}

/** The queue page by page: open ones oldest first, resolved ones newest first. */
export const complaintQueueQuery = (filter: QueueFilter) =>
  infiniteQueryOptions({
    queryKey: consoleKeys.complaints.queue(filter),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      browserApi.get<QueuePage>(
        '/api/operator/complaints.php',
        queueParams(filter, pageParam ? { [filter.status === 'open' ? 'after' : 'before']: pageParam } : {}),
      ),
    getNextPageParam: (page) => String(page.next_after ?? page.next_before ?? '') || undefined,
  });

/** The oldest open complaint of the same filter other than `current`: where a decision leads next. */
export async function nextOpenComplaint(filter: QueueFilter, current: number): Promise<number | undefined> {
  const page = await browserApi.get<QueuePage>('/api/operator/complaints.php', queueParams({ ...filter, status: 'open' }, { limit: '2' }));
  return page.complaints.find((row) => row.id !== current)?.id;
}

export const complaintQuery = (id: number) =>
  queryOptions({
    queryKey: consoleKeys.complaints.view(id),
    queryFn: () => browserApi.get<ComplaintViewResponse>('/api/operator/complaint.php', { id: String(id) }),
    // Every look at a cited message is recorded: no refetch on window focus.
    refetchOnWindowFocus: false,
  });

export type ResolveRequest = { id: number; note: string } & (
  { action: 'dismiss' | 'warn' | 'ban' } | { action: 'hide_photo'; photo_id: number; photo_reason: PhotoRejectReason }
);

interface Resolved {
  complaint: { id: number; status: string; resolution: string };
  also_closed: number[];
}

export function useResolve() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: ResolveRequest) => browserApi.send<Resolved>('POST', '/api/operator/complaint-resolve.php', request),
    onSuccess: () => client.invalidateQueries({ queryKey: consoleKeys.complaints.all }),
  });
}
