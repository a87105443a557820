import type { MailMessage } from './message';
import { composeTransactional, formatDateTime, type TransactionalContext } from './transactional';

/**
 * To the old address after a confirmed change: the new one only masked, and no link that acts
 * on the account (whoever changed it may read this too): the button leads to customer service.
 */
export function emailChangedMail(ctx: TransactionalContext, to: string, facts: { name: string; maskedNewEmail: string; at: Date }): MailMessage {
  const mail = ctx.translator.t(ctx.language, 'mail');
  return composeTransactional('email_changed', ctx, to, {
    name: facts.name,
    vars: { address: facts.maskedNewEmail },
    rows: [
      { label: mail('facts.new_address'), value: facts.maskedNewEmail },
      { label: mail('facts.changed_on'), value: formatDateTime(facts.at, ctx.language) },
    ],
    path: '/pages/service',
  });
}

/** After a new password: when and how, and the way back if it was not the member (a reset link goes to this same address). */
export function passwordChangedMail(ctx: TransactionalContext, to: string, facts: { name: string; via: 'reset' | 'settings'; at: Date }): MailMessage {
  const mail = ctx.translator.t(ctx.language, 'mail');
  return composeTransactional('password_changed', ctx, to, {
    name: facts.name,
    vars: {},
    rows: [{ label: mail('facts.changed_on'), value: formatDateTime(facts.at, ctx.language) }],
    path: '/reset-password',
    texts: { intro: `password_changed.intro_${facts.via}` },
  });
}
