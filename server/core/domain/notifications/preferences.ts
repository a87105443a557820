import type { users } from '#server/platform/db/schema';
import type { NotificationType } from '#server/contract/profile-fields';
import type { MailOffReason } from '#server/contract/answers/account';

/** Why a type's mail does not go out: the member's choice, a List-Unsubscribe link, or the whole address stopped. */
export type { MailOffReason };

type MailSettings = Pick<typeof users.$inferSelect, 'notificationsDisabled' | 'emailUnsubscribed' | 'emailDisabled'>;

/**
 * The member's own choice comes first (it outlives a resumed address), then the link, then the
 * address: bounces or a spam report stop every type at once (docs/product.md#notifications).
 */
export function mailOffReason(user: MailSettings, type: NotificationType): MailOffReason | null {
  if (user.notificationsDisabled.includes(type)) return 'member';
  if (user.emailUnsubscribed.includes(type)) return 'unsubscribe';
  return user.emailDisabled ?? null;
}

/**
 * Whether a notification mail of this type may go to the member now: an active account (not
 * unconfirmed, not pending deletion) with the type on and the address not stopped. Every mail job
 * asks at send time, since all of it may change while the job waits.
 */
export function mayMail(user: MailSettings & Pick<typeof users.$inferSelect, 'status'>, type: NotificationType): boolean {
  return user.status === 'active' && mailOffReason(user, type) === null;
}
