import type { photos } from '#server/db/schema';

/** One of the member's own photos, whatever its status (pending ones show as such on /profile). */
export function presentPhoto(photo: typeof photos.$inferSelect, cdnPrefix: string) {
  return {
    id: photo.id,
    filename: `${cdnPrefix}${photo.filename}`,
    thumb_filename: `${cdnPrefix}${photo.thumbFilename}`,
    status: photo.status,
    main: photo.isMain,
  };
}

export type OwnPhoto = ReturnType<typeof presentPhoto>;
