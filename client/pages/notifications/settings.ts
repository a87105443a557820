import { PUSH_NOTIFICATION_TYPES, type NotificationType, type PushNotificationType as PushType } from '#server/contract/profile-fields';
import type { NotificationSetting, NotificationSettings } from '#server/contract/answers/account';

export type { NotificationSetting, NotificationSettings };

/** The page's groups, in the order a member thinks of them: people first, the site's own mail last. */
export const GROUPS: readonly { id: 'messages' | 'likes' | 'site'; types: readonly NotificationType[] }[] = [
  { id: 'messages', types: ['new_conversations', 'new_messages', 'unread_message_reminders'] },
  { id: 'likes', types: ['like'] },
  { id: 'site', types: ['weekly_updates', 'promotions', 'news', 'reminders'] },
];

export type Change = { type: NotificationType; channel: 'email' | 'push'; on: boolean } | { resume: true };

/** The body of PUT /api/notifications.php */
export interface NotificationsUpdate {
  disabled: NotificationType[];
  push_disabled: PushType[];
  resume_email?: true;
}

/** The types a push can announce (docs/product.md#push); the others are e-mail only. */
export function isPushType(type: NotificationType): type is PushType {
  return (PUSH_NOTIFICATION_TYPES as readonly NotificationType[]).includes(type);
}

/**
 * The e-mail types that stay off when the member changes something else: the ones they turned off
 * and the ones an unsubscribe link turned off (leaving those out would turn them back on). A type
 * paused with the whole address (bounce, spam report) is not the member's choice: it counts as on.
 */
function emailOff(setting: NotificationSetting): boolean {
  return setting.reason === 'member' || setting.reason === 'unsubscribe';
}

/** The whole new state for one change: the API takes the lists, not a difference. */
export function updateFor(settings: readonly NotificationSetting[], change: Change): NotificationsUpdate {
  const disabled = settings.filter(emailOff).map((setting) => setting.type);
  const pushDisabled = settings.filter((setting) => isPushType(setting.type) && setting.push === false).map((setting) => setting.type as PushType);
  if ('resume' in change) return { disabled, push_disabled: pushDisabled, resume_email: true };
  if (change.channel === 'email') {
    return { disabled: change.on ? disabled.filter((type) => type !== change.type) : [...disabled, change.type], push_disabled: pushDisabled };
  }
  if (!isPushType(change.type)) return { disabled, push_disabled: pushDisabled };
  const pushType = change.type;
  return { disabled, push_disabled: change.on ? pushDisabled.filter((type) => type !== pushType) : [...pushDisabled, pushType] };
}

/** What the page shows while the change is on its way (the answer then replaces it). */
export function applyChange(current: NotificationSettings, change: Change): NotificationSettings {
  if ('resume' in change) {
    return {
      ...current,
      email: { ...current.email, disabled: null, since: null },
      notifications: current.notifications.map((setting) =>
        setting.reason === 'bounce' || setting.reason === 'fbl' ? { ...setting, enabled: true, reason: null } : setting,
      ),
    };
  }
  return {
    ...current,
    notifications: current.notifications.map((setting) => {
      if (setting.type !== change.type) return setting;
      if (change.channel === 'push') return { ...setting, push: change.on };
      return { ...setting, enabled: change.on, reason: change.on ? null : 'member' };
    }),
  };
}
