/**
 * Why a moderator rejects a photo: a fixed list, so the member reads the reason in their own
 * language (common.json `profile.photo_reject_reasons`) and the moderator picks it with a number
 * key (console.json `photos.reasons`), in this order.
 */
export const PHOTO_REJECT_REASONS = ['not_a_person', 'not_the_member', 'nudity', 'contact_details', 'low_quality', 'minor', 'copyright', 'other'] as const;

export type PhotoRejectReason = (typeof PHOTO_REJECT_REASONS)[number];

export function isPhotoRejectReason(value: unknown): value is PhotoRejectReason {
  return typeof value === 'string' && (PHOTO_REJECT_REASONS as readonly string[]).includes(value);
}
