import type { messages, photos, photoVerifications } from '#server/platform/db/schema';

/** Where a file sits inside the data export's ZIP: the writer puts it there, the JSON names it. */
export const photoPath = (photo: Pick<typeof photos.$inferSelect, 'id'>) => `photos/${photo.id}.webp`;
export const chatPhotoPath = (message: Pick<typeof messages.$inferSelect, 'id'>) => `chat-photos/${message.id}.webp`;
export const selfiePath = (verification: Pick<typeof photoVerifications.$inferSelect, 'id'>) => `verification/${verification.id}.webp`;
