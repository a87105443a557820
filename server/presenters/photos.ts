import type { photos } from '#server/db/schema';
import { isPhotoRejectReason } from '#server/shared/photo-reject-reasons';

/**
 * One of the member's own photos, whatever its status: pending ones show as waiting on /profile,
 * rejected ones with the moderator's reason (a code of server/shared/photo-reject-reasons.ts).
 */
export function presentPhoto(photo: typeof photos.$inferSelect, cdnPrefix: string) {
  return {
    id: photo.id,
    filename: `${cdnPrefix}${photo.filename}`,
    thumb_filename: `${cdnPrefix}${photo.thumbFilename}`,
    status: photo.status,
    reject_reason: photo.status === 'rejected' && isPhotoRejectReason(photo.rejectReason) ? photo.rejectReason : null,
    main: photo.isMain,
  };
}

export type OwnPhoto = ReturnType<typeof presentPhoto>;
