import crypto from 'node:crypto';
import type { Translator } from '#server/platform/i18n';
import type { Language } from '#server/contract/languages';
import type { TenantContext } from '#server/platform/tenancy/registry';
import type { MailContent } from './layout';
import type { MailMessage } from './message';
import { mailFrame, renderMessage } from './templates';

/**
 * Mails a member gets because of what they or their bank did: receipts, SEPA mandates and
 * pre-notifications, security notices (docs/decisions/0087-transactional-mail.md). They cannot be
 * turned off and carry no List-Unsubscribe.
 */
export type TransactionalKind = 'receipt' | 'refund' | 'sepa_mandate' | 'sepa_prenotification' | 'email_changed' | 'password_changed';

export interface TransactionalContext {
  site: TenantContext;
  language: Language;
  translator: Translator;
  /** The job's idempotency key: the Message-ID is made from it, so a copy resent after a crash is recognisably the same mail. */
  key: string;
}

export type Row = { label: string; value: string };

export interface TransactionalParts {
  /** The greeting's name (the member's profile name). */
  name: string;
  /** Values for the kind's texts; the site's name is always there. */
  vars: Record<string, string>;
  rows: Row[];
  /** The button's path on the site, e.g. /transactions/12. */
  path: string;
  /** Other texts (keys in mail.json) than the kind's usual ones for the intro and the paragraph after the button. */
  texts?: { intro?: string; after?: string };
}

/** The paragraph after the button: the member's rights, or what to do when it was not them. */
const AFTER_KEYS: Record<TransactionalKind, string> = {
  receipt: 'receipt.withdrawal',
  refund: 'refund.when',
  sepa_mandate: 'sepa_rights',
  sepa_prenotification: 'sepa_rights',
  email_changed: 'notice_was_you',
  password_changed: 'notice_was_you',
};

/** One transactional mail, branded for the site, in the member's language, HTML and text. */
export function composeTransactional(kind: TransactionalKind, ctx: TransactionalContext, to: string, parts: TransactionalParts): MailMessage {
  const { tenant } = ctx.site;
  const t = ctx.translator.t(ctx.language, 'mail');
  const baseUrl = ctx.site.origin.replace(/\/+$/, '');
  const vars = { site: tenant.name, name: parts.name, ...parts.vars };
  const text = (key: string) => t(key, vars);
  const frame = mailFrame(ctx.site, ctx.language, t, baseUrl, vars);
  const link = `${baseUrl}${parts.path}`;
  const content: MailContent = {
    ...frame.content,
    subject: text(`${kind}.subject`),
    heading: text(`${kind}.heading`),
    intro: text(parts.texts?.intro ?? `${kind}.intro`),
    rows: parts.rows,
    button: { label: text(`${kind}.button`), url: link },
    expiry: text(parts.texts?.after ?? AFTER_KEYS[kind]),
    note: text(`${kind}.note`),
    footer: { reason: t('footer_reason', vars), ...frame.footer },
  };
  const digest = crypto.createHash('sha256').update(ctx.key).digest('hex').slice(0, 32);
  return renderMessage(frame.from, to, content, { messageId: `<${digest}@${tenant.domains[0] as string}>` });
}

/** Minor units as the member reads money, e.g. "39,95 €". */
export function formatMoney(minor: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(minor / 100);
}

/**
 * Dates in mails are UTC and say so: the server does not know the member's time zone, and one
 * rule everywhere matches the receipt page as the server renders it.
 */
export function formatDateTime(at: Date, language: Language): string {
  return new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(at);
}

export function formatDate(at: Date, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(at);
}

/** "anna@example.org" → "a•••@e•••.org": enough for the owner to recognise, too little for anyone else to use. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}•••@${domain.slice(0, 1)}•••${tld}`;
}

/** Only the last four characters of an account number (the SEPA rulebook's practice for pre-notifications). */
export function maskIban(iban: string): string {
  return `•••• ${iban.replace(/\s/g, '').slice(-4)}`;
}
