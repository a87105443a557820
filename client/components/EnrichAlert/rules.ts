import { dismissalHolds } from '#client/lib/dismissal';
import type { ProfilePart } from '#server/contract/answers/account';
import { DISMISSAL_COOKIES } from '#server/contract/cookies';

export type { ProfilePart };

/** A dismissed alert stores a timestamp under this key, a cookie the server reads too (docs/product.md#member-alerts). */
export const HIDE_ENRICH_ALERT_KEY = DISMISSAL_COOKIES.enrich;
/** A member who closed it and still lacks a part is asked again after a week: often enough to help, rarely enough not to nag. */
export const ENRICH_ALERT_PAUSE_MS = 7 * 24 * 60 * 60 * 1000;

/** Where each part is filled in: the member's own profile page, at that part (docs/product.md#member-alerts). */
export const PROFILE_PART_LINKS: Record<ProfilePart, string> = {
  photo: '/profile#photos',
  about_me: '/profile#about-me',
  interests: '/profile#interests',
};

/** docs/product.md#member-alerts: while a photo, the about-me text or the interests are missing, and no "not now" holds. */
export function shouldShowEnrichAlert({ missing, dismissedAt, now }: { missing: readonly ProfilePart[]; dismissedAt: string | null; now: number }): boolean {
  return missing.length > 0 && !dismissalHolds(dismissedAt, ENRICH_ALERT_PAUSE_MS, now);
}
