/** Choices of the profile's personal information (docs/product.md#profiles-fields); labels live in i18n under profile_fields. */
export const PROFILE_CHOICES = {
  relationship_status: ['single', 'divorced', 'widowed', 'separated', 'in_relationship', 'married', 'open_relationship'],
  body_type: ['slim', 'athletic', 'average', 'curvy', 'muscular', 'plus_size'],
  hair_color: ['blond', 'brown', 'black', 'red', 'grey', 'bald', 'other'],
  eye_color: ['blue', 'green', 'brown', 'grey', 'hazel'],
  tattoos: ['none', 'some', 'many'],
} as const;

export type ProfileChoiceField = keyof typeof PROFILE_CHOICES;
export const ABOUT_ME_MAX = 2000;

/** The e-mail notification types (docs/product.md#notifications). */
export const NOTIFICATION_TYPES = [
  'new_conversations',
  'new_messages',
  'like',
  'unread_message_reminders',
  'promotions',
  'weekly_updates',
  'news',
  'reminders',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
/** Marketing mail goes only to members who asked for it: these start off at sign-up (docs/decisions/0086-notification-mail.md). */
export const OPT_IN_NOTIFICATION_TYPES = ['promotions', 'weekly_updates', 'news'] as const satisfies readonly NotificationType[];
/** The types that also come as a web push (each can be turned off apart from its e-mail). */
export const PUSH_NOTIFICATION_TYPES = ['new_conversations', 'new_messages', 'like'] as const satisfies readonly NotificationType[];
export type PushNotificationType = (typeof PUSH_NOTIFICATION_TYPES)[number];
