import type { Photo } from '#server/domain/photos/upload';

export function presentPhoto(photo: Photo, cdnPrefix: string) {
  return {
    id: photo.id,
    filename: `${cdnPrefix}${photo.filename}`,
    thumb_filename: `${cdnPrefix}${photo.thumbFilename}`,
    status: photo.status,
    main: photo.isMain,
  };
}
