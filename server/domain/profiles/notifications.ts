import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { users } from '#server/db/schema';
import { NOTIFICATION_TYPES, type NotificationType } from '#server/shared/profile-fields';

export function presentNotifications(disabled: readonly string[]) {
  return NOTIFICATION_TYPES.map((type) => ({ type, enabled: !disabled.includes(type) }));
}

/** Saves which e-mail notification types the member turned off (each once). */
export async function setDisabledNotifications(db: Db, userId: number, disabled: NotificationType[]) {
  const unique = [...new Set(disabled)];
  await db.update(users).set({ notificationsDisabled: unique }).where(eq(users.id, userId));
  return presentNotifications(unique);
}
