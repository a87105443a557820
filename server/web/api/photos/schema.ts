import { z } from 'zod';

/** DELETE /api/photos.php. */
export const photoBody = z.object({ id: z.number().int().positive() });

/** PUT /api/photos.php: makes the photo the main one. */
export const mainPhotoBody = photoBody.extend({ main: z.literal(true) });
