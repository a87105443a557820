import { count, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { pushSubscriptions, users } from '#server/platform/db/schema';
import { NOTIFICATION_TYPES, type NotificationType, type PushNotificationType } from '#server/contract/profile-fields';
import { mailOffReason, type MailOffReason } from '../notifications/preferences';

/** What the notification settings are made of (presented by server/core/presenters/notifications.ts). */
export interface LoadedNotificationSettings {
  /** Why each type's e-mail is off, null when it goes out. */
  off: Record<NotificationType, MailOffReason | null>;
  pushDisabled: readonly string[];
  email: string;
  emailDisabled: 'bounce' | 'fbl' | null;
  emailDisabledAt: Date | null;
  devices: number;
}

type SettingsRow = Pick<
  typeof users.$inferSelect,
  'email' | 'notificationsDisabled' | 'pushDisabled' | 'emailUnsubscribed' | 'emailDisabled' | 'emailDisabledAt'
>;

const COLUMNS = {
  email: users.email,
  notificationsDisabled: users.notificationsDisabled,
  pushDisabled: users.pushDisabled,
  emailUnsubscribed: users.emailUnsubscribed,
  emailDisabled: users.emailDisabled,
  emailDisabledAt: users.emailDisabledAt,
};

async function withDevices(db: Db, userId: number, row: SettingsRow): Promise<LoadedNotificationSettings> {
  const [devices] = await db.select({ total: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return {
    off: Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, mailOffReason(row, type)])) as LoadedNotificationSettings['off'],
    pushDisabled: row.pushDisabled,
    email: row.email,
    emailDisabled: row.emailDisabled,
    emailDisabledAt: row.emailDisabledAt,
    devices: Number(devices?.total ?? 0),
  };
}

/** GET /api/notifications.php: each type's state and why it is off, the address's state, the push devices. */
export async function loadNotificationSettings(db: Db, userId: number): Promise<LoadedNotificationSettings> {
  const [row] = await db.select(COLUMNS).from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`member ${userId} vanished`);
  return withDevices(db, userId, row);
}

export interface NotificationChoices {
  /** Every type the member wants off; any other type is on. */
  disabled: NotificationType[];
  /** The push types the member wants off; unchanged when absent. */
  push_disabled?: PushNotificationType[] | undefined;
  /** Mail again to an address stopped by bounces or a spam report. */
  resume_email?: true | undefined;
}

/**
 * PUT /api/notifications.php (and sign-up step 4). A type turned on loses its unsubscribe mark
 * too; a type the link turned off and the member leaves off keeps its reason ('unsubscribe'),
 * so the settings still say where it came from.
 */
export async function saveNotificationSettings(db: Db, userId: number, choices: NotificationChoices): Promise<LoadedNotificationSettings> {
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select(COLUMNS).from(users).where(eq(users.id, userId)).for('update');
    if (!current) throw new Error(`member ${userId} vanished`);
    const off = new Set(choices.disabled);
    const unsubscribed = current.emailUnsubscribed.filter((type) => off.has(type as NotificationType));
    const byLinkOnly = new Set(unsubscribed.filter((type) => !current.notificationsDisabled.includes(type)));
    const [saved] = await tx
      .update(users)
      .set({
        notificationsDisabled: [...off].filter((type) => !byLinkOnly.has(type)),
        emailUnsubscribed: unsubscribed,
        ...(choices.push_disabled && { pushDisabled: [...new Set(choices.push_disabled)] }),
        ...(choices.resume_email && { emailDisabled: null, emailDisabledAt: null }),
      })
      .where(eq(users.id, userId))
      .returning(COLUMNS);
    return saved as SettingsRow;
  });
  return withDevices(db, userId, row);
}
