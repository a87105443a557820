import crypto from 'node:crypto';
import { and, desc, eq, gt, inArray, isNotNull, isNull, like } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { accountTokens, jobs, type TokenKind } from '#server/platform/db/schema';
import type { MailKind } from '#server/adapters/mail/templates';
import { enqueueJob } from '#server/platform/queue/enqueue';
import type { Secrets } from '#server/platform/secrets';
import type { AccountDeps, SiteRequest, User } from './context';
import { hashToken, issueToken } from './tokens';

/** The account mails' links; one-tap links (one-tap.ts) go in notification mails. */
export type AccountTokenKind = Exclude<TokenKind, 'one_tap'>;

/**
 * Each account mail is a job kind of its own, so the queue's jobs_failed_total{kind} counts the
 * failures per mail and the console can name the mail that is not getting through.
 */
export const ACCOUNT_MAIL_JOBS: Record<MailKind, string> = {
  activation: 'mail_activation',
  activation_reminder: 'mail_activation_reminder',
  password_reset: 'mail_password_reset',
  email_change: 'mail_email_change',
  account_deleted: 'mail_account_deleted',
};

/** A mail server that is down for half a day still gets these: backoff doubles from 5 s (the first retry) up to 6 h. */
const ATTEMPTS = 14;

export interface TokenMail {
  tokenKind: AccountTokenKind;
  mailKind: MailKind;
  /** The address an e-mail change goes to (the link's mail is sent there). */
  newEmail?: string;
}

type Executor = Pick<Db, 'insert' | 'update' | 'select' | 'delete'>;

/**
 * The link's token, derived from the job's nonce with a key of the deployment secret: the job can
 * send the link later without the token itself being stored anywhere (a copy of the database
 * alone opens no account).
 */
export function linkToken(secrets: Secrets, tenantId: string, nonce: string): string {
  return crypto.createHmac('sha256', secrets.derive('account-link', tenantId)).update(nonce).digest('base64url');
}

/** The unused, unexpired token row a job's nonce stands for. */
export async function currentToken(db: Pick<Db, 'select'>, secrets: Secrets, input: { tenantId: string; kind: AccountTokenKind; nonce: string; now: Date }) {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(linkToken(secrets, input.tenantId, input.nonce))),
        eq(accountTokens.kind, input.kind),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, input.now),
      ),
    );
  return row;
}

const keyPrefix = (mail: TokenMail, userId: number) => `account-mail:${mail.mailKind}:${userId}:`;

/**
 * A resend while the same mail still waits for the mail server: the waiting one is tried now
 * instead of a second mail with a second link (its link stays the valid one).
 */
async function hurryQueued(tx: Executor, deps: Pick<AccountDeps, 'secrets'>, user: User, mail: TokenMail, now: Date): Promise<boolean> {
  const [queued] = await tx
    .select({ id: jobs.id, payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.kind, ACCOUNT_MAIL_JOBS[mail.mailKind]), eq(jobs.state, 'pending'), like(jobs.key, `${keyPrefix(mail, user.id)}%`)))
    .orderBy(desc(jobs.id))
    .limit(1);
  if (!queued) return false;
  const token = await currentToken(tx, deps.secrets, { tenantId: user.tenantId, kind: mail.tokenKind, nonce: String(queued.payload.nonce), now });
  if (!token || (token.newEmail ?? undefined) !== mail.newEmail) return false;
  await tx.update(jobs).set({ runAt: now }).where(eq(jobs.id, queued.id));
  return true;
}

/**
 * Issues a single-use token and queues the mail with its link (./mail-jobs.ts sends it), inside
 * the caller's transaction: the mail exists exactly when its cause does, and a mail server that
 * is down fails no request (docs/decisions/0133-account-mails-queued.md).
 */
export async function queueTokenMail(
  tx: Executor,
  deps: Pick<AccountDeps, 'secrets' | 'now'>,
  request: SiteRequest,
  user: User,
  mail: TokenMail,
): Promise<void> {
  const now = deps.now();
  if (await hurryQueued(tx, deps, user, mail, now)) return;
  const nonce = crypto.randomBytes(16).toString('hex');
  await issueToken(tx, {
    userId: user.id,
    tenantId: user.tenantId,
    kind: mail.tokenKind,
    now,
    token: linkToken(deps.secrets, user.tenantId, nonce),
    ...(mail.newEmail && { newEmail: mail.newEmail }),
  });
  const payload = { user_id: user.id, token_kind: mail.tokenKind, nonce, origin: request.origin, language: request.language };
  await enqueueJob(tx, ACCOUNT_MAIL_JOBS[mail.mailKind], payload, {
    key: `${keyPrefix(mail, user.id)}${nonce}`,
    mode: 'once',
    runAt: now,
    maxAttempts: ATTEMPTS,
  });
}

/** An account mail the mail server has refused so far: still retrying (pending) or given up (failed). */
export interface FailingAccountMail {
  mail: MailKind;
  error: string;
  retrying: boolean;
  attempts: number;
}

/** The member's account mails whose last try failed, newest first (the console's member page shows them). */
export async function failingAccountMails(db: Pick<Db, 'select'>, userId: number): Promise<FailingAccountMail[]> {
  const mailOf = new Map(Object.entries(ACCOUNT_MAIL_JOBS).map(([mail, kind]) => [kind, mail as MailKind]));
  const rows = await db
    .select({ kind: jobs.kind, state: jobs.state, lastError: jobs.lastError, attempts: jobs.attempts })
    .from(jobs)
    .where(and(like(jobs.key, `account-mail:%:${userId}:%`), inArray(jobs.state, ['pending', 'failed']), isNotNull(jobs.lastError)))
    .orderBy(desc(jobs.id))
    .limit(10);
  return rows.map((row) => ({
    mail: mailOf.get(row.kind) ?? 'activation',
    error: row.lastError ?? '',
    retrying: row.state === 'pending',
    attempts: row.attempts,
  }));
}

/** queueTokenMail in a transaction of its own, for causes that change no row (a resend, a reset request). */
export async function mailTokenLink(deps: AccountDeps, request: SiteRequest, user: User, mail: TokenMail): Promise<void> {
  await deps.db.transaction((tx) => queueTokenMail(tx, deps, request, user, mail));
}
