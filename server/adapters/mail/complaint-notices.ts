import crypto from 'node:crypto';
import type { MailContent } from './layout';
import type { MailMessage } from './message';
import { mailFrame, renderMessage } from './templates';
import { formatDate, type Row, type TransactionalContext } from './transactional';

export interface NoticeParts {
  section: 'complaint_outcome' | 'complaint_warning' | 'photo_removed';
  /** The member's profile name; null: a visitor, greeted without one. */
  name: string | null;
  subject: string;
  intro: string;
  rows: Row[];
  /** The button's path on the site. */
  path: string;
}

/**
 * The frame of the transactional mails (server/adapters/mail/transactional.ts) for a moderator's
 * decision (complaints, a removed photo: server/adapters/mail/photo-notices.ts), with what a visitor's
 * mail needs on top: a greeting without a name and the reason they get it (no account).
 */
export function composeNotice(ctx: TransactionalContext, to: string, parts: NoticeParts): MailMessage {
  const { tenant } = ctx.site;
  const t = ctx.translator.t(ctx.language, 'mail');
  const baseUrl = ctx.site.origin.replace(/\/+$/, '');
  const vars = { site: tenant.name, name: parts.name ?? '' };
  const text = (key: string) => t(`${parts.section}.${key}`, vars);
  const frame = mailFrame(ctx.site, ctx.language, t, baseUrl, vars);
  const content: MailContent = {
    ...frame.content,
    ...(parts.name === null && { greeting: t('complaint_outcome.greeting_visitor', vars) }),
    subject: text(parts.subject),
    heading: text('heading'),
    intro: text(parts.intro),
    rows: parts.rows,
    button: { label: text('button'), url: `${baseUrl}${parts.path}` },
    note: text('note'),
    footer: { reason: parts.name === null ? t('complaint_outcome.footer_visitor', vars) : t('footer_reason', vars), ...frame.footer },
  };
  const digest = crypto.createHash('sha256').update(ctx.key).digest('hex').slice(0, 32);
  return renderMessage(frame.from, to, content, { messageId: `<${digest}@${tenant.domains[0] as string}>` });
}

/**
 * To whoever reported: the report was looked at, and whether something was done. Never what was
 * done to whom: the other member's account is none of the reporter's business.
 */
export function complaintOutcomeMail(
  ctx: TransactionalContext,
  to: string,
  facts: { name: string | null; acted: boolean; reason: string; reportedAt: Date },
): MailMessage {
  const mail = ctx.translator.t(ctx.language, 'mail');
  const common = ctx.translator.t(ctx.language, 'common');
  return composeNotice(ctx, to, {
    section: 'complaint_outcome',
    name: facts.name,
    subject: facts.acted ? 'subject_action' : 'subject_no_breach',
    intro: facts.acted ? 'intro_action' : 'intro_no_breach',
    rows: [
      { label: mail('complaint_outcome.reported_on'), value: formatDate(facts.reportedAt, ctx.language) },
      { label: mail('complaint_outcome.reason'), value: common(`complaints_page.reasons.${facts.reason}`) },
    ],
    path: '/',
  });
}

/** To the reported member: a report about them was upheld; the rules, and what happens next time. Never who reported. */
export function complaintWarningMail(ctx: TransactionalContext, to: string, facts: { name: string; reason: string; at: Date }): MailMessage {
  const mail = ctx.translator.t(ctx.language, 'mail');
  const common = ctx.translator.t(ctx.language, 'common');
  return composeNotice(ctx, to, {
    section: 'complaint_warning',
    name: facts.name,
    subject: 'subject',
    intro: 'intro',
    rows: [
      { label: mail('complaint_warning.reason'), value: common(`complaints_page.reasons.${facts.reason}`) },
      { label: mail('complaint_warning.date'), value: formatDate(facts.at, ctx.language) },
    ],
    path: '/pages/terms',
  });
}
