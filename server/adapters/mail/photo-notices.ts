import { composeNotice } from './complaint-notices';
import type { MailMessage } from './message';
import { formatDate, type TransactionalContext } from './transactional';

/**
 * To a member whose photo a moderator removed (decision 0146): which rule it broke, in the words
 * their profile page uses for a rejected photo, and the way to their photos to add another.
 */
export function photoRemovedMail(ctx: TransactionalContext, to: string, facts: { name: string; reason: string; at: Date }): MailMessage {
  const mail = ctx.translator.t(ctx.language, 'mail');
  const common = ctx.translator.t(ctx.language, 'common');
  return composeNotice(ctx, to, {
    section: 'photo_removed',
    name: facts.name,
    subject: 'subject',
    intro: 'intro',
    rows: [
      { label: mail('photo_removed.reason'), value: common(`profile.photo_reject_reasons.${facts.reason}`) },
      { label: mail('photo_removed.date'), value: formatDate(facts.at, ctx.language) },
    ],
    path: '/profile#photos',
  });
}
