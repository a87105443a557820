import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { users } from '#server/db/schema';
import type { NotificationType } from '#server/shared/profile-fields';

/** Saves which e-mail notification types the member turned off (each once); answers the stored list. */
export async function setDisabledNotifications(db: Db, userId: number, disabled: NotificationType[]): Promise<NotificationType[]> {
  const unique = [...new Set(disabled)];
  await db.update(users).set({ notificationsDisabled: unique }).where(eq(users.id, userId));
  return unique;
}
