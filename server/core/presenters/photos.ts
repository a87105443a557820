import type { photos } from '#server/platform/db/schema';
import type { OwnPhoto } from '#server/contract/answers/account';
import { isPhotoRejectReason } from '#server/contract/photo-reject-reasons';

/**
 * One of the member's own photos, whatever its status: pending ones show as waiting on /profile,
 * rejected ones with the moderator's reason (a code of server/contract/photo-reject-reasons.ts).
 */
export function presentPhoto(photo: typeof photos.$inferSelect, cdnPrefix: string): OwnPhoto {
  return {
    id: photo.id,
    filename: `${cdnPrefix}${photo.filename}`,
    thumb_filename: `${cdnPrefix}${photo.thumbFilename}`,
    variant_widths: photo.variantWidths,
    status: photo.status,
    reject_reason: photo.status === 'rejected' && isPhotoRejectReason(photo.rejectReason) ? photo.rejectReason : null,
    main: photo.isMain,
  };
}
