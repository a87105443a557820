import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { browserApi } from '#client/api/browser';
import { consoleKeys } from './keys';
import type { PhotoQueueKind, PhotoQueueResponse } from '#server/contract/answers/console-moderation';
import type { PhotoRejectReason } from '#server/contract/photo-reject-reasons';

export type { PhotoQueueKind, PhotoQueueResponse, QueuePhoto } from '#server/contract/answers/console-moderation';

/** Approve or reject a waiting photo; keep or remove a published one (decision 0146). */
export type ReviewRequest = { ids: number[]; action: 'approve' | 'keep' } | { ids: number[]; action: 'reject' | 'remove'; reason: PhotoRejectReason };
export interface ReviewResult {
  reviewed: number[];
  skipped: number[];
}

/**
 * One of the two queues of the operator's sites (or of the chosen one): pending photos oldest
 * first, or published ones not yet reviewed newest first with reported members first; both counts per site.
 */
export const photoQueueQuery = (site: string | undefined, kind: PhotoQueueKind = 'pending') =>
  queryOptions({
    queryKey: consoleKeys.photos.queue(site, kind),
    queryFn: () => browserApi.get<PhotoQueueResponse>('/api/operator/photos.php', { status: kind, ...(site && { tenant_id: site }) }),
  });

/** The queue without the reviewed photos, and each site's count of this queue lowered by as many. */
function withoutPhotos(queue: PhotoQueueResponse, ids: readonly number[]): PhotoQueueResponse {
  const gone = queue.photos.filter((photo) => ids.includes(photo.id));
  const perSite = new Map<string, number>();
  for (const photo of gone) perSite.set(photo.tenant_id, (perSite.get(photo.tenant_id) ?? 0) + 1);
  const kind = queue.queue;
  return {
    ...queue,
    photos: queue.photos.filter((photo) => !ids.includes(photo.id)),
    sites: queue.sites.map((entry) => ({ ...entry, [kind]: Math.max(0, entry[kind] - (perSite.get(entry.tenant_id) ?? 0)) })),
  };
}

/**
 * Approve, reject, keep or remove, shown at once: the photos leave the queue before the server
 * answers. The queue is asked again only once the last of several quick actions is done, so an
 * answer from between two of them never brings a reviewed photo back for a moment.
 */
export function useReview(site: string | undefined, kind: PhotoQueueKind = 'pending') {
  const client = useQueryClient();
  return useMutation({
    mutationKey: consoleKeys.photos.review,
    mutationFn: (request: ReviewRequest) => browserApi.send<ReviewResult>('POST', '/api/operator/photo-review.php', request),
    onMutate: async (request) => {
      await client.cancelQueries({ queryKey: consoleKeys.photos.all });
      client.setQueryData<PhotoQueueResponse>(consoleKeys.photos.queue(site, kind), (queue) => queue && withoutPhotos(queue, request.ids));
    },
    // A refusal puts the photos back with the next answer of the server, which says what is still waiting.
    onSettled: async () => {
      if (client.isMutating({ mutationKey: consoleKeys.photos.review }) === 1) await client.invalidateQueries({ queryKey: consoleKeys.photos.all });
    },
  });
}

/** A photo removed from the member page with a reason: the member page and both queues are read again. */
export function useRemovePhoto(memberId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: PhotoRejectReason }) =>
      browserApi.send<ReviewResult>('POST', '/api/operator/photo-review.php', { ids: [id], action: 'remove', reason }),
    onSettled: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: consoleKeys.member(memberId) }), client.invalidateQueries({ queryKey: consoleKeys.photos.all })]);
    },
  });
}
