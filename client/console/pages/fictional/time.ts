import { useCallback } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "5 minutes ago" in the console's language: how long a member has been waiting, when someone answered. */
export function useTimeAgo(): (iso: string) => string {
  const { i18n } = useTranslation();
  return useCallback(
    (iso: string) => {
      const format = new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto', style: 'short' });
      const elapsed = new Date(iso).getTime() - Date.now();
      const [unit, size] = STEPS.find(([, step]) => Math.abs(elapsed) >= step) ?? ['minute', 60_000];
      return format.format(Math.round(elapsed / size), unit);
    },
    [i18n.language],
  );
}
