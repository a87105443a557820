import type { Translator } from '#server/platform/i18n';
import type { Language } from '#server/contract/languages';
import type { TenantContext } from '#server/platform/tenancy/registry';
import { nicheTheme } from '#themes/niches';
import { renderHtml, renderText, type MailContent } from './layout';
import type { MailMessage } from './message';

export type MailKind = 'activation' | 'activation_reminder' | 'password_reset' | 'email_change' | 'account_deleted';

export interface MailContext {
  site: TenantContext;
  language: Language;
  translator: Translator;
  /** e.g. "https://flirtlocal.example" or "http://flirtlocal.localhost:3000" */
  baseUrl: string;
}

export interface MailValues {
  name: string;
  link: string;
  /** How long the link stays valid (activation, reminder, password reset, e-mail change). */
  hours?: number;
  /** Days until the account is deleted for good (account_deleted). */
  days?: number;
  /** The one-click unsubscribe link (RFC 8058) of a kind the member may turn off (activation_reminder). */
  unsubscribeUrl?: string;
}

/** Kinds a member may turn off; only they carry List-Unsubscribe, transactional mail must not. */
const NOTIFICATION_KINDS: ReadonlySet<MailKind> = new Set(['activation_reminder']);

/**
 * "in 48 hours", "in 1 Stunde", "za 48 godzin": Intl gets plural and case right in every
 * language, which one {{hours}} number in a sentence cannot.
 */
function relativeTime(language: Language, kind: MailKind, values: MailValues): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  if (values.days !== undefined) return format.format(values.days, 'day');
  if (values.hours !== undefined) return format.format(values.hours, 'hour');
  throw new Error(`${kind} mail needs hours or days`);
}

/** What every mail of a site shares, whatever its kind: the site's name and link, its colours, the sender. */
export function mailBrand(site: TenantContext, baseUrl: string): Pick<MailContent, 'site' | 'colour'> & Pick<MailMessage, 'from'> {
  const { tenant } = site;
  return {
    // The site's own icon (server/web/webapp/routes.ts): no remote image, and the name is text beside it.
    site: { name: tenant.name, url: baseUrl, icon: `${baseUrl}/icons/icon-192.png?v=${site.version}` },
    colour: {
      primary: tenant.theme.primary ?? nicheTheme(tenant.niche).color.primary,
      contrast: nicheTheme(tenant.niche).color.primaryContrast,
    },
    // The schema guarantees at least one domain; the first is the primary one.
    from: { name: tenant.mail_name, address: `noreply@${tenant.domains[0] as string}` },
  };
}

/** The lines every mail shares, in the mail's language: brand, greeting, the copy-link line, and the footer's support and company lines. */
export function mailFrame(
  site: TenantContext,
  language: Language,
  t: (key: string, vars: Record<string, unknown>) => string,
  baseUrl: string,
  vars: Record<string, unknown>,
) {
  const { from, ...brand } = mailBrand(site, baseUrl);
  return {
    from,
    content: { language, ...brand, greeting: t('greeting', vars), copyLink: t('copy_link', vars) },
    footer: {
      support: { text: t('footer_support', vars), email: site.tenant.support_email },
      company: t('footer_company', vars),
      imprint: imprint(site, language),
    },
  };
}

/** A finished mail: the content rendered as HTML and text, with whatever headers its kind adds. */
export function renderMessage(from: MailMessage['from'], to: string, content: MailContent, extra: Partial<MailMessage> = {}): MailMessage {
  return { from, to, subject: content.subject, text: renderText(content), html: renderHtml(content), ...extra };
}

export function imprint(site: TenantContext, language: Language): string {
  const { company } = site;
  const country = new Intl.DisplayNames(language, { type: 'region' }).of(company.country) ?? company.country;
  return [company.name, company.address, `${company.postal_code} ${company.city}`, country, company.registration_number].join(' · ');
}

/** A notification kind carries its one-click link: without one it would have no way out but the login. */
function unsubscribeLink(kind: MailKind, values: MailValues): string | undefined {
  if (!NOTIFICATION_KINDS.has(kind)) return undefined;
  if (!values.unsubscribeUrl) throw new Error(`${kind} mail needs its unsubscribe link`);
  return values.unsubscribeUrl;
}

export function composeMail(kind: MailKind, ctx: MailContext, to: string, values: MailValues): MailMessage {
  const { tenant } = ctx.site;
  const t = ctx.translator.t(ctx.language, 'mail');
  const vars = { site: tenant.name, name: values.name, when: relativeTime(ctx.language, kind, values) };
  const part = (key: string): string => t(`${kind}.${key}`, vars);
  const baseUrl = ctx.baseUrl.replace(/\/+$/, '');
  const notificationsUrl = `${baseUrl}/notifications`;
  const unsubscribeUrl = unsubscribeLink(kind, values);
  const frame = mailFrame(ctx.site, ctx.language, t, baseUrl, vars);

  const content: MailContent = {
    ...frame.content,
    subject: part('subject'),
    heading: part('heading'),
    intro: part('intro'),
    button: { label: part('button'), url: values.link },
    expiry: part('expiry'),
    note: part('note'),
    footer: {
      reason: t('footer_reason', vars),
      ...(unsubscribeUrl && {
        unsubscribe: { text: t('notification.unsubscribe_text', vars), label: t('notification.unsubscribe_label', vars), url: unsubscribeUrl },
        notifications: { text: t('footer_notifications', vars), url: notificationsUrl },
      }),
      ...frame.footer,
    },
  };

  return renderMessage(frame.from, to, content, {
    // RFC 2369 and RFC 8058: mail programs show an "unsubscribe" button that POSTs to the link.
    ...(unsubscribeUrl && { headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }),
  });
}
