import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { browserApi } from '#client/api/browser';
import { consoleKeys } from './keys';
import type { PhotoQueueResponse } from '#server/contract/answers/console-moderation';
import type { PhotoRejectReason } from '#server/contract/photo-reject-reasons';

export type { PhotoQueueResponse, QueuePhoto } from '#server/contract/answers/console-moderation';

export type ReviewRequest = { ids: number[]; action: 'approve' } | { ids: number[]; action: 'reject'; reason: PhotoRejectReason };
export interface ReviewResult {
  reviewed: number[];
  skipped: number[];
}

/** The oldest pending photos of the operator's sites (or of the chosen one), with the count per site. */
export const photoQueueQuery = (site: string | undefined) =>
  queryOptions({
    queryKey: consoleKeys.photos.queue(site),
    queryFn: () => browserApi.get<PhotoQueueResponse>('/api/operator/photos.php', site ? { tenant_id: site } : undefined),
  });

/** The queue without the reviewed photos, and each site's count lowered by as many. */
function withoutPhotos(queue: PhotoQueueResponse, ids: readonly number[]): PhotoQueueResponse {
  const gone = queue.photos.filter((photo) => ids.includes(photo.id));
  const perSite = new Map<string, number>();
  for (const photo of gone) perSite.set(photo.tenant_id, (perSite.get(photo.tenant_id) ?? 0) + 1);
  return {
    ...queue,
    photos: queue.photos.filter((photo) => !ids.includes(photo.id)),
    sites: queue.sites.map((entry) => ({ ...entry, pending: Math.max(0, entry.pending - (perSite.get(entry.tenant_id) ?? 0)) })),
  };
}

/**
 * Approve or reject, shown at once: the photos leave the queue before the server answers. The
 * queue is asked again only once the last of several quick actions is done, so an answer from
 * between two of them never brings a reviewed photo back for a moment.
 */
export function useReview(site: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: consoleKeys.photos.review,
    mutationFn: (request: ReviewRequest) => browserApi.send<ReviewResult>('POST', '/api/operator/photo-review.php', request),
    onMutate: async (request) => {
      await client.cancelQueries({ queryKey: consoleKeys.photos.all });
      client.setQueryData<PhotoQueueResponse>(consoleKeys.photos.queue(site), (queue) => queue && withoutPhotos(queue, request.ids));
    },
    // A refusal puts the photos back with the next answer of the server, which says what is still pending.
    onSettled: async () => {
      if (client.isMutating({ mutationKey: consoleKeys.photos.review }) === 1) await client.invalidateQueries({ queryKey: consoleKeys.photos.all });
    },
  });
}
