import { NOTIFICATION_TYPES } from '#server/shared/profile-fields';

/** Every e-mail notification type and whether it is on (the member stores the ones turned off). */
export function presentNotifications(disabled: readonly string[]) {
  return NOTIFICATION_TYPES.map((type) => ({ type, enabled: !disabled.includes(type) }));
}

export type NotificationSetting = ReturnType<typeof presentNotifications>[number];
