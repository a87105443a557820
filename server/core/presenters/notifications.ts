import type { LoadedNotificationSettings } from '#server/core/domain/profiles/notifications';
import type { UnsubscribeState } from '#server/core/domain/notifications/unsubscribe';
import { NOTIFICATION_TYPES, PUSH_NOTIFICATION_TYPES, type NotificationType } from '#server/contract/profile-fields';
import type { NotificationSettings, UnsubscribeView } from '#server/contract/answers/account';

function hasPush(type: NotificationType): boolean {
  return (PUSH_NOTIFICATION_TYPES as readonly string[]).includes(type);
}

/**
 * GET/PUT /api/notifications.php: each type with its e-mail state and the reason it is off
 * (the member, a List-Unsubscribe link, the address stopped by bounces or a spam report), its
 * push state where it has one; the address and its state; how many devices get pushes.
 */
export function presentNotificationSettings(loaded: LoadedNotificationSettings): NotificationSettings {
  return {
    notifications: NOTIFICATION_TYPES.map((type) => ({
      type,
      enabled: loaded.off[type] === null,
      reason: loaded.off[type],
      push: hasPush(type) ? !loaded.pushDisabled.includes(type) : null,
    })),
    email: { address: loaded.email, disabled: loaded.emailDisabled, since: loaded.emailDisabledAt?.toISOString() ?? null },
    push: { devices: loaded.devices },
  };
}

/** "an…@example.org": enough for the member to recognise the address, too little to harvest it from a forwarded link. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  const local = Array.from(at < 0 ? address : address.slice(0, at));
  return `${local.slice(0, Math.min(2, Math.max(1, local.length - 1))).join('')}…${at < 0 ? '' : address.slice(at)}`;
}

/** GET /api/unsubscribe.php: the type a mail's link is about, whether its mail goes out now, and (masked) to which address. */
export function presentUnsubscribe(state: Pick<UnsubscribeState, 'type' | 'off' | 'email'>): { unsubscribe: UnsubscribeView } {
  return { unsubscribe: { type: state.type, enabled: state.off === null, reason: state.off, address: maskEmail(state.email) } };
}
