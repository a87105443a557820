/** Paid members get a credits badge at 10 credits or fewer (docs/product.md#top-bar). */
export const CREDITS_BADGE_MAX = 10;

export type CreditsBadgeTone = 'warning' | 'danger';

/** Warning above 0, danger at 0; no badge for free members or above 10 credits. */
export function creditsBadgeTone(user: { paid_user: boolean; credits: number }): CreditsBadgeTone | null {
  if (!user.paid_user || user.credits > CREDITS_BADGE_MAX) return null;
  return user.credits > 0 ? 'warning' : 'danger';
}
