import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { browserApi } from '#client/api/browser';
import { consoleKeys } from './keys';
import type { QueuedVerificationResponse } from '#server/contract/answers/console-moderation';
import type { VerificationRejectReason } from '#server/contract/verification-reject-reasons';

export type QueuedVerification = QueuedVerificationResponse;

export interface VerificationQueue {
  verifications: QueuedVerification[];
  pending: { tenant_id: string; count: number }[];
  next_after: number | null;
}

export type VerificationReview = { id: number; action: 'approve' } | { id: number; action: 'reject'; reason: VerificationRejectReason };

/** The oldest waiting selfies of the operator's sites (or the chosen one), with the count per site. */
export const verificationQueueQuery = (site: string | undefined) =>
  queryOptions({
    queryKey: consoleKeys.verifications.queue(site),
    queryFn: () => browserApi.get<VerificationQueue>('/api/operator/verifications.php', { limit: '50', ...(site && { tenant_id: site }) }),
  });

/**
 * Approve or reject, shown at once: the selfie leaves the queue before the server answers, and
 * the queue is asked again once the last of several quick decisions is done. A refusal (another
 * moderator decided first) comes back with that answer, which says what still waits.
 */
export function useReviewVerification(site: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: consoleKeys.verifications.review,
    mutationFn: (review: VerificationReview) => browserApi.send('POST', '/api/operator/verification-review.php', review),
    onMutate: async (review) => {
      await client.cancelQueries({ queryKey: consoleKeys.verifications.all });
      client.setQueryData<VerificationQueue>(consoleKeys.verifications.queue(site), (queue) => {
        const gone = queue?.verifications.find((item) => item.id === review.id);
        if (!queue || !gone) return queue;
        return {
          ...queue,
          verifications: queue.verifications.filter((item) => item.id !== review.id),
          pending: queue.pending.map((entry) => (entry.tenant_id === gone.tenant_id ? { ...entry, count: Math.max(0, entry.count - 1) } : entry)),
        };
      });
    },
    onSettled: async () => {
      if (client.isMutating({ mutationKey: consoleKeys.verifications.review }) === 1)
        await client.invalidateQueries({ queryKey: consoleKeys.verifications.all });
    },
  });
}
