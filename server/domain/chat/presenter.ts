import type { messages } from '#server/db/schema';

type Message = typeof messages.$inferSelect;

/** A message as the API shows it; a photo's files are addressed through the site's CDN prefix. */
export function presentMessage(message: Message, cdnPrefix: string) {
  return {
    id: message.id,
    sender_id: message.senderId,
    type: message.type,
    text: message.text,
    gift: message.gift,
    photo: message.photoFilename && message.photoThumbFilename ? { url: `${cdnPrefix}${message.photoFilename}`, thumb_url: `${cdnPrefix}${message.photoThumbFilename}` } : null,
    created_at: message.createdAt.toISOString(),
  };
}
