import type { NotificationType } from '#server/contract/profile-fields';
import type { MailContent, MailPerson } from './layout';
import type { MailMessage } from './message';
import { mailFrame, renderMessage, type MailContext } from './templates';

/** Each notification mail's texts live in mail.json under notification.<kind>. */
export type NotificationMailKind = 'messages' | 'new_conversation' | 'likes' | 'match' | 'unread_reminder' | 'weekly_update';

export interface NotificationMail {
  kind: NotificationMailKind;
  /** The type the member can turn off: the footer says so and the one-click link turns it off. */
  type: NotificationType;
  ctx: MailContext;
  to: string;
  /** The recipient's name (the greeting). */
  name: string;
  /** The other member's name (sender, match). */
  other?: string;
  /** Messages, likes: picks the plural forms of the texts that show it. */
  count?: number;
  people: readonly MailPerson[];
  /** Absolute URL of the button. */
  link: string;
  /** The one-click link of this member and type (RFC 8058), also the footer's unsubscribe link. */
  unsubscribeUrl: string;
  /** "<…@domain>", the same for every attempt of one mail. */
  messageId: string;
  /** The VERP envelope sender. */
  returnPath: string;
}

/**
 * A notification mail in the member's language, branded for the site: HTML and text, the reason
 * it was sent and how to stop it in the footer, and the headers mail programs turn into an
 * "unsubscribe" button (RFC 2369, RFC 8058: one POST to the link, no login, no page).
 */
export function composeNotificationMail(mail: NotificationMail): MailMessage {
  const { ctx } = mail;
  const { tenant } = ctx.site;
  const t = ctx.translator.t(ctx.language, 'mail');
  const vars = { site: tenant.name, name: mail.name, other: mail.other ?? '', ...(mail.count !== undefined && { count: mail.count }) };
  const part = (key: string): string => t(`notification.${mail.kind}.${key}`, vars);
  const baseUrl = ctx.baseUrl.replace(/\/+$/, '');
  const frame = mailFrame(ctx.site, ctx.language, t, baseUrl, vars);

  const content: MailContent = {
    ...frame.content,
    subject: part('subject'),
    heading: part('heading'),
    intro: part('intro'),
    people: mail.people,
    button: { label: part('button'), url: mail.link },
    // Messages are never in a mail (privacy; and reading them may cost credits): the note says so.
    ...(mail.kind === 'messages' || mail.kind === 'new_conversation' || mail.kind === 'unread_reminder' ? { note: t('notification.privacy_note', vars) } : {}),
    footer: {
      reason: t(`notification.reason.${mail.type}`, vars),
      unsubscribe: { text: t('notification.unsubscribe_text', vars), label: t('notification.unsubscribe_label', vars), url: mail.unsubscribeUrl },
      notifications: { text: t('footer_notifications', vars), url: `${baseUrl}/notifications` },
      ...frame.footer,
    },
  };

  return renderMessage(frame.from, mail.to, content, {
    headers: { 'List-Unsubscribe': `<${mail.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    messageId: mail.messageId,
    envelope: { from: mail.returnPath, to: mail.to },
  });
}
