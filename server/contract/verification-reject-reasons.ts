/**
 * Why a moderator turns a verification selfie down (decision 0098): the member reads the reason
 * in their language (common.json verification.reasons) and may try again with a new pose; the
 * console numbers them for the keyboard (1–7).
 */
export const VERIFICATION_REJECT_REASONS = [
  'pose_not_copied',
  'face_not_visible',
  'not_same_person',
  'photo_of_photo',
  'poor_quality',
  'more_than_one_person',
  'other',
] as const;

export type VerificationRejectReason = (typeof VERIFICATION_REJECT_REASONS)[number];
