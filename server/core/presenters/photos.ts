import type { photos } from '#server/platform/db/schema';
import type { OwnPhoto } from '#server/contract/answers/account';
import { isPhotoRejectReason } from '#server/contract/photo-reject-reasons';
import { VARIANT_TYPES, variantKey, type PhotoVariant } from '#server/contract/photo-variants';

/**
 * A photo's responsive copies, for a <picture>'s sources (server/contract/photo-variants.ts): empty
 * for a photo stored before them, which pages then show from its original file alone.
 */
export function presentVariants(photo: Pick<typeof photos.$inferSelect, 'filename' | 'variantWidths'>, cdnPrefix: string): PhotoVariant[] {
  return VARIANT_TYPES.flatMap((type) => photo.variantWidths.map((width) => ({ url: `${cdnPrefix}${variantKey(photo.filename, width, type)}`, type, width })));
}

/**
 * One of the member's own photos, whatever its status: pending ones show as waiting on /profile,
 * rejected ones with the moderator's reason (a code of server/contract/photo-reject-reasons.ts).
 */
export function presentPhoto(photo: typeof photos.$inferSelect, cdnPrefix: string): OwnPhoto {
  return {
    id: photo.id,
    filename: `${cdnPrefix}${photo.filename}`,
    thumb_filename: `${cdnPrefix}${photo.thumbFilename}`,
    variants: presentVariants(photo, cdnPrefix),
    status: photo.status,
    reject_reason: photo.status === 'rejected' && isPhotoRejectReason(photo.rejectReason) ? photo.rejectReason : null,
    main: photo.isMain,
  };
}
