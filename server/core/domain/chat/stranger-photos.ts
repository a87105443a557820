import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { messages } from '#server/platform/db/schema';

type Message = Pick<typeof messages.$inferSelect, 'id' | 'conversationId' | 'senderId' | 'type'>;

/**
 * Which of these messages of one conversation reach `viewerId` blurred (decision 0098): photos
 * the other member sent before the viewer had ever written to them, i.e. from a stranger. The
 * sender always sees their own photo clear. Decided as the photo arrived, so the live event and
 * every later read agree; the viewer's first message is one step on messages_conversation.
 */
export async function strangerPhotoIds(db: Pick<Db, 'select'>, viewerId: number, conversationId: number, shown: readonly Message[]): Promise<Set<number>> {
  const photos = shown.filter((message) => message.type === 'photo' && message.senderId !== viewerId && message.conversationId === conversationId);
  if (!photos.length) return new Set();
  const [first] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.senderId, viewerId)))
    .orderBy(asc(messages.id))
    .limit(1);
  return new Set(photos.filter((photo) => !first || photo.id < first.id).map((photo) => photo.id));
}
