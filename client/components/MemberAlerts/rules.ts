/** The members area's alerts, most pressing first (docs/product.md#member-alerts). */
export type MemberAlert = 'disabled-notifications' | 'enrich' | 'push';

/**
 * docs/product.md#member-alerts: one alert at a time, so a phone never stacks two cards over the
 * page: mail that no longer reaches the member first (they miss messages now), then the profile
 * (a photo and a few words bring replies), then push (which decides for itself whether it is wanted).
 */
export function nextMemberAlert(wanted: { disabledNotifications: boolean; enrich: boolean }): MemberAlert {
  if (wanted.disabledNotifications) return 'disabled-notifications';
  if (wanted.enrich) return 'enrich';
  return 'push';
}
