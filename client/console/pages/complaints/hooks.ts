import { useCallback } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { useSearchParams } from 'react-router';
import type { ComplaintReason, QueueFilter } from '#client/console/queries/complaints';
import { COMPLAINT_REASONS } from '#server/contract/complaint-reasons';

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
