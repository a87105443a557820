import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '#server/platform/db/schema';
import { composeMail, type MailKind } from '#server/adapters/mail/templates';
import { PermanentJobError, type ClaimedJob, type JobHandler } from '#server/platform/queue/queue';
import { isLanguage, LANGUAGES } from '#server/contract/languages';
import type { NotificationDeps } from '../notifications/deps';
import { unsubscribeUrl } from '../notifications/unsubscribe';
import { verpAddress } from '../notifications/verp';
import { findProfile } from './lookup';
import { ACCOUNT_MAIL_JOBS, currentToken, linkToken, type AccountTokenKind } from './mail';
import { TOKEN_TTL_MS } from './tokens';

/** Where each kind of e-mailed link leads. */
const LINK_PATHS: Record<AccountTokenKind, string> = {
  activation: '/api/activate.php',
  password_reset: '/reset-password/do',
  email_change: '/mail-change/do',
  reactivation: '/account-deleted',
};

const HOUR_MS = 60 * 60 * 1000;

const PAYLOAD = z.object({
  user_id: z.number().int().positive(),
  token_kind: z.enum(['activation', 'password_reset', 'email_change', 'reactivation']),
  nonce: z.string().regex(/^[0-9a-f]{32}$/),
  origin: z.string().url(),
  language: z.enum(LANGUAGES),
});

/** The link's lifetime as the mail states it: days for the 14-day reactivation, hours otherwise. */
function lifetime(kind: AccountTokenKind): { hours: number } | { days: number } {
  return kind === 'reactivation' ? { days: TOKEN_TTL_MS.reactivation / (24 * HOUR_MS) } : { hours: TOKEN_TTL_MS[kind] / HOUR_MS };
}

/**
 * Sends one queued account mail in the member's language, branded for the site. A link that was
 * used, replaced by a newer one or ran out meanwhile is not sent (its mail would only fail the
 * member); a run again after a crash sends the same link with the same Message-ID.
 */
async function sendAccountMail(deps: NotificationDeps, kind: MailKind, job: ClaimedJob): Promise<void> {
  const parsed = PAYLOAD.safeParse(job.payload);
  if (!parsed.success) throw new PermanentJobError(`bad ${job.kind} payload`);
  const { user_id: userId, token_kind: tokenKind, nonce, origin, language } = parsed.data;
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  const site = user && deps.tenants.get(user.tenantId);
  if (!user || !site) return;
  if (tokenKind === 'activation' && user.status !== 'not_confirmed') {
    deps.logger.info({ job: job.id, kind: job.kind }, 'activation mail not sent: the account was confirmed meanwhile');
    return;
  }
  const token = await currentToken(deps.db, deps.secrets, { tenantId: user.tenantId, kind: tokenKind, nonce, now: deps.now() });
  if (!token) {
    deps.logger.info({ job: job.id, kind: job.kind }, 'account mail not sent: its link was used, replaced or expired');
    return;
  }
  const to = tokenKind === 'email_change' ? (token.newEmail ?? user.email) : user.email;
  const profile = await findProfile(deps.db, user.id);
  const link = `${origin}${LINK_PATHS[tokenKind]}?token=${encodeURIComponent(linkToken(deps.secrets, user.tenantId, nonce))}`;
  const message = composeMail(
    kind,
    { site, language: isLanguage(user.language) ? user.language : language, translator: deps.translator, baseUrl: origin },
    to,
    {
      name: profile?.name ?? '',
      link,
      ...lifetime(tokenKind),
      // The reminder is a notification (type reminders): its one-click link turns reminders off.
      ...(kind === 'activation_reminder' && { unsubscribeUrl: unsubscribeUrl(deps.secrets, site, user.id, 'reminders') }),
    },
  );
  const digest = crypto
    .createHash('sha256')
    .update(job.key ?? `job:${job.id}`)
    .digest('hex')
    .slice(0, 32);
  // Bounces of mail to the account's own address reach the intake under the member's VERP
  // address, as notification mails' do; a new address being confirmed is not the account's yet.
  const envelope = to === user.email ? { envelope: { from: verpAddress(deps.secrets, site.tenant, user.id), to } } : {};
  await deps.mailer.send({ ...message, messageId: `<${digest}@${site.tenant.domains[0] as string}>`, ...envelope });
  deps.logger.info({ job: job.id, kind: job.kind }, 'account mail sent');
}

/** The account mails' handlers (jobs queued by ./mail.ts). */
export function accountMailHandlers(deps: NotificationDeps): Record<string, JobHandler> {
  return Object.fromEntries(
    (Object.entries(ACCOUNT_MAIL_JOBS) as [MailKind, string][]).map(([kind, jobKind]) => [jobKind, (job: ClaimedJob) => sendAccountMail(deps, kind, job)]),
  );
}
