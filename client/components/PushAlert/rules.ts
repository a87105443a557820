import { dismissalHolds } from '#client/lib/dismissal';
import type { PushStatus } from '#client/push/browser';
import { DISMISSAL_COOKIES } from '#server/contract/cookies';

/** A dismissed alert stores a timestamp under this key, a cookie the server reads too (docs/product.md#push). */
export const HIDE_PUSH_ALERT_KEY = DISMISSAL_COOKIES.push;
/** A member who closed the alert and still has no push is asked again after a month. */
export const PUSH_ALERT_PAUSE_MS = 30 * 24 * 60 * 60 * 1000;

/** docs/product.md#push: only where push can be turned on and is not, and not while the member's "not now" holds. */
export function shouldShowPushAlert({ status, dismissedAt, now }: { status: PushStatus; dismissedAt: string | null; now: number }): boolean {
  return status === 'unsubscribed' && !dismissalHolds(dismissedAt, PUSH_ALERT_PAUSE_MS, now);
}
