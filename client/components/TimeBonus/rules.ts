import { matchPath } from 'react-router';
import { TIME_BONUS } from '#server/contract/time-bonus';
import { DISMISSAL_COOKIES } from '#server/contract/cookies';

/**
 * docs/product.md#credits-time-bonus: the time bonus lasts 4 hours after sign-up. The server decides whether a member has
 * one (GET /api/discountcode.php?welcome=true); the client only uses this to skip asking for
 * members who signed up longer ago.
 */
export const TIME_BONUS_SECONDS = TIME_BONUS.seconds;
/** The modal appears 40 s after entering the members area (docs/product.md#credits-time-bonus). */
export const TIME_BONUS_MODAL_DELAY_MS = 40_000;
/** A dismissed modal stores a timestamp under this key, a cookie the server reads too (docs/product.md#credits-time-bonus). */
export const HIDE_TIME_BONUS_MODAL_KEY = DISMISSAL_COOKIES.timeBonus;

/** The members area (docs/product.md#credits-time-bonus): members, members-id, chats, likes, likes-m-id, premium. */
const MEMBERS_AREA = ['/members', '/members/:id', '/chats', '/likes', '/likes/m/:id', '/premium'];

export function isMembersAreaPath(pathname: string): boolean {
  return MEMBERS_AREA.some((pattern) => matchPath(pattern, pathname) !== null);
}

/** The banner shows in the members area and on the member's home (issue 30): the first page after signing in. */
export function showsTimeBonusBanner(pathname: string): boolean {
  return pathname === '/' || isMembersAreaPath(pathname);
}

export interface TimeBonusMember {
  paid_user: boolean;
  signup_date: string;
}

/** Only a logged-in member who never paid can have the bonus, until 4 hours after sign-up (ms). */
export function timeBonusWindowEnd(user: TimeBonusMember | null): number | null {
  if (!user || user.paid_user) return null;
  const signedUp = Date.parse(user.signup_date);
  return Number.isFinite(signedUp) ? signedUp + TIME_BONUS_SECONDS * 1000 : null;
}

/**
 * When the bonus ends, on this browser's clock. The server's `validity` (seconds left when it
 * answered) counted from when the answer arrived is immune to a wrong device clock; `expires`
 * is the fallback.
 */
export function timeBonusDeadline(discount: { validity: number | null; expires: string | null }, receivedAtMs: number): number | null {
  if (discount.validity !== null) return receivedAtMs + discount.validity * 1000;
  const expires = discount.expires === null ? Number.NaN : Date.parse(discount.expires);
  return Number.isFinite(expires) ? expires : null;
}

/** Whole seconds left (0 when over). */
export function secondsLeft(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.floor((deadlineMs - nowMs) / 1000));
}

/** Hours, minutes and seconds, two digits each (docs/product.md#credits-time-bonus). */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const parts = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  return parts.map((part) => String(part).padStart(2, '0')).join(':');
}

/** docs/product.md#credits-time-bonus: the modal only while the bonus runs, for members with 0 credits who never dismissed it. */
export function shouldShowTimeBonusModal(input: { secondsLeft: number; credits: number; dismissedAt: string | null }): boolean {
  return input.secondsLeft > 0 && input.credits === 0 && !input.dismissedAt;
}
