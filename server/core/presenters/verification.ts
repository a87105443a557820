import type { QueuedVerification } from '#server/core/domain/verification/review';
import type { Verification, VerificationState } from '#server/core/domain/verification/selfies';
import { ageOn } from '#server/contract/age';
import type { VerificationStateResponse } from '#server/contract/answers/account';
import type { QueuedVerificationResponse } from '#server/contract/answers/console-moderation';

/** GET/POST /api/verification.php: the member's state; the reason is a code the page translates. */
export function presentVerificationState(state: VerificationState): VerificationStateResponse {
  return {
    status: state.status,
    pose: state.pose,
    reject_reason: state.rejectReason,
    submitted_at: state.submittedAt?.toISOString() ?? null,
    reviewed_at: state.reviewedAt?.toISOString() ?? null,
    has_photo: state.hasPhoto,
  };
}

/** Where the console fetches a selfie: an operator route, never a media address. */
export function selfieUrl(id: number): string {
  return `/api/operator/verification-selfie.php?id=${id}`;
}

/**
 * One entry of the console's queue: the selfie, the pose asked for, and the member's photos to
 * compare (addressed through the site's media prefix; /media is served on the console host too).
 */
export function presentQueuedVerification(item: QueuedVerification, mediaPrefix: string, today: Date): QueuedVerificationResponse {
  const { verification, profile } = item;
  return {
    id: verification.id,
    tenant_id: verification.tenantId,
    pose: verification.pose,
    created_at: verification.createdAt.toISOString(),
    selfie_url: selfieUrl(verification.id),
    member: {
      id: profile.userId,
      name: profile.name,
      age: ageOn(profile.dateOfBirth, today),
      gender: profile.gender,
      country: profile.country,
    },
    photos: item.photos.map((photo) => ({
      id: photo.id,
      url: `${mediaPrefix}${photo.filename}`,
      thumb_url: `${mediaPrefix}${photo.thumbFilename}`,
      status: photo.status,
      main: photo.isMain,
    })),
    previous_rejections: item.rejections,
  };
}

/** POST /api/operator/verification-review.php's answer. */
export function presentReviewed(verification: Verification) {
  return {
    id: verification.id,
    status: verification.status,
    reject_reason: verification.rejectReason,
    reviewed_at: verification.reviewedAt?.toISOString() ?? null,
  };
}
