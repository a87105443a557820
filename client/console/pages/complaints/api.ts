import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { browserApi } from '#client/api/browser';
import type { ComplaintRowResponse, ComplaintViewResponse } from '#server/core/presenters/complaints';
import { COMPLAINT_REASONS } from '#server/contract/complaint-reasons';
import type { PhotoRejectReason } from '#server/contract/photo-reject-reasons';

export type { ComplaintRowResponse as ComplaintRow, ComplaintViewResponse as ComplaintView } from '#server/core/presenters/complaints';
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

function isReason(value: string | null): value is ComplaintReason {
  return (COMPLAINT_REASONS as readonly (string | null)[]).includes(value);
}

/** The queue's filters live in the address (?site=&status=&reason=), so the complaint view and "next" keep them. */
export function useQueueFilter(): [QueueFilter, (change: Partial<Record<'status' | 'reason', string | undefined>>) => void] {
  const [params, setParams] = useSearchParams();
  const reason = params.get('reason');
  const filter: QueueFilter = {
    site: params.get('site') || undefined,
    status: params.get('status') === 'closed' ? 'closed' : 'open',
    reason: isReason(reason) ? reason : undefined,
  };
  const change = (next: Partial<Record<'status' | 'reason', string | undefined>>) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) {
        if (value) updated.set(key, value);
        else updated.delete(key);
      }
      return updated;
    });
  return [filter, change];
}

function queueParams(filter: QueueFilter, extra: Record<string, string> = {}): Record<string, string> {
  return {
    status: filter.status,
    ...(filter.site && { tenant_id: filter.site }),
    ...(filter.reason && { reason: filter.reason }),
    ...extra,
  };
}

const QUEUE = ['operator', 'complaints'] as const;

/** The queue page by page: open ones oldest first, resolved ones newest first. */
export function useComplaintQueue(filter: QueueFilter) {
  return useInfiniteQuery({
    queryKey: [...QUEUE, filter],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      browserApi.get<QueuePage>(
        '/api/operator/complaints.php',
        queueParams(filter, pageParam ? { [filter.status === 'open' ? 'after' : 'before']: pageParam } : {}),
      ),
    getNextPageParam: (page) => String(page.next_after ?? page.next_before ?? '') || undefined,
  });
}

/** The oldest open complaint of the same filter other than `current`: where a decision leads next. */
export async function nextOpenComplaint(filter: QueueFilter, current: number): Promise<number | undefined> {
  const page = await browserApi.get<QueuePage>('/api/operator/complaints.php', queueParams({ ...filter, status: 'open' }, { limit: '2' }));
  return page.complaints.find((row) => row.id !== current)?.id;
}

export function useComplaint(id: number) {
  return useQuery({
    queryKey: [...QUEUE, 'view', id],
    queryFn: () => browserApi.get<ComplaintViewResponse>('/api/operator/complaint.php', { id: String(id) }),
    // Every look at a cited message is recorded: no refetch on window focus.
    refetchOnWindowFocus: false,
  });
}

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
    onSuccess: () => client.invalidateQueries({ queryKey: QUEUE }),
  });
}

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "3 hours ago" in the console's language: how long a report has been waiting. */
export function useAge(): (iso: string) => string {
  const { i18n } = useTranslation();
  return useCallback(
    (iso: string) => {
      const elapsed = new Date(iso).getTime() - Date.now();
      const [unit, size] = STEPS.find(([, step]) => Math.abs(elapsed) >= step) ?? ['minute', 60_000];
      return new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto', style: 'short' }).format(Math.round(elapsed / size), unit);
    },
    [i18n.language],
  );
}
