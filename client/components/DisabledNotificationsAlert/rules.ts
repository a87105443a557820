import { dismissalHolds } from '#client/lib/dismissal';
import type { MailProblem } from '#server/contract/mail-problem';
import { DISMISSAL_COOKIES } from '#server/contract/cookies';

/** A dismissed alert stores a timestamp under this key, a cookie the server reads too (docs/product.md#member-alerts). */
export const HIDE_DISABLED_NOTIFICATIONS_ALERT_KEY = DISMISSAL_COOKIES.disabledNotifications;
/** Closed, it returns after a month while mail is still stopped, or at once when mail stops anew. */
export const DISABLED_NOTIFICATIONS_ALERT_PAUSE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * docs/product.md#member-alerts: while mail is stopped, unless the member closed the alert after
 * it stopped and less than a month ago.
 */
export function shouldShowDisabledNotificationsAlert({
  problem,
  since,
  dismissedAt,
  now,
}: {
  problem: MailProblem | null;
  /** When the address was stopped (bounce, fbl); a link leaves no date. */
  since: string | null;
  dismissedAt: string | null;
  now: number;
}): boolean {
  if (problem === null) return false;
  if (!dismissalHolds(dismissedAt, DISABLED_NOTIFICATIONS_ALERT_PAUSE_MS, now)) return true;
  const stopped = since === null ? Number.NaN : Date.parse(since);
  return Number.isFinite(stopped) && stopped > Date.parse(dismissedAt ?? '');
}
