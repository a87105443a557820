import type { NotificationType } from './profile-fields';

/**
 * The mails about people (docs/product.md#member-alerts): a link that turned one of these off
 * costs the member their conversations. Offers and news turned off by a link were the member's
 * clear wish.
 */
const ABOUT_PEOPLE: readonly NotificationType[] = ['new_conversations', 'new_messages', 'unread_message_reminders', 'like'];

/** Why mail no longer reaches the member: the address bounced, they reported spam, or a link turned off mails about people. */
export type MailProblem = 'bounce' | 'fbl' | 'unsubscribed';

/** Read from the member as GET /api/user.php presents them; browser-safe, so the members area's alert asks nothing more. */
export function mailProblem(user: { email_disabled: 'bounce' | 'fbl' | null; email_unsubscribed: readonly NotificationType[] }): MailProblem | null {
  if (user.email_disabled) return user.email_disabled;
  return user.email_unsubscribed.some((type) => ABOUT_PEOPLE.includes(type)) ? 'unsubscribed' : null;
}
