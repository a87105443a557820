import type { TokenKind } from '#server/db/schema';
import { composeMail, type MailKind } from '#server/mail/templates';
import { unsubscribeUrl } from '../notifications/unsubscribe';
import type { AccountDeps, SiteRequest, User } from './context';
import { findProfile } from './lookup';
import { issueToken, TOKEN_TTL_MS } from './tokens';

/** The account mails' links; one-tap links (one-tap.ts) go in notification mails. */
type AccountTokenKind = Exclude<TokenKind, 'one_tap'>;

/** Where each kind of e-mailed link leads. */
const LINK_PATHS: Record<AccountTokenKind, string> = {
  activation: '/api/activate.php',
  password_reset: '/reset-password/do',
  email_change: '/mail-change/do',
  reactivation: '/account-deleted',
};

const HOUR_MS = 60 * 60 * 1000;

/** The link's lifetime as the mail states it: days for the 14-day reactivation, hours otherwise. */
function lifetime(kind: TokenKind): { hours: number } | { days: number } {
  return kind === 'reactivation' ? { days: TOKEN_TTL_MS.reactivation / (24 * HOUR_MS) } : { hours: TOKEN_TTL_MS[kind] / HOUR_MS };
}

export interface TokenMail {
  tokenKind: AccountTokenKind;
  mailKind: MailKind;
  /** Another recipient than the account's address (e-mail change). */
  to?: string;
  newEmail?: string;
  /** A token already issued inside the caller's transaction (sign-up). */
  token?: string;
}

/**
 * Issues a single-use token and mails its link in the member's language, branded for the
 * tenant. Every account e-mail goes through here.
 */
export async function mailTokenLink(deps: AccountDeps, request: SiteRequest, user: User, mail: TokenMail): Promise<void> {
  const token =
    mail.token ??
    (await issueToken(deps.db, {
      userId: user.id,
      tenantId: user.tenantId,
      kind: mail.tokenKind,
      now: deps.now(),
      ...(mail.newEmail && { newEmail: mail.newEmail }),
    }));
  const profile = await findProfile(deps.db, user.id);
  const language = deps.translator.resources[user.language] ? (user.language as SiteRequest['language']) : request.language;
  const link = `${request.origin}${LINK_PATHS[mail.tokenKind]}?token=${encodeURIComponent(token)}`;
  const message = composeMail(mail.mailKind, { site: request.site, language, translator: deps.translator, baseUrl: request.origin }, mail.to ?? user.email, {
    name: profile?.name ?? '',
    link,
    ...lifetime(mail.tokenKind),
    // The reminder is a notification (type reminders): its one-click link turns reminders off.
    ...(mail.mailKind === 'activation_reminder' && { unsubscribeUrl: unsubscribeUrl(deps.secrets, request.site, user.id, 'reminders') }),
  });
  await deps.mailer.send(message);
}
