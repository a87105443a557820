import { eq } from 'drizzle-orm';
import { complaints, messages, profiles, users } from '#server/platform/db/schema';
import { complaintOutcomeMail, complaintWarningMail } from '#server/adapters/mail/complaint-notices';
import type { MailMessage } from '#server/adapters/mail/message';
import type { TransactionalContext } from '#server/adapters/mail/transactional';
import { enqueueJob } from '#server/platform/queue/enqueue';
import type { ClaimedJob, JobHandler } from '#server/platform/queue/queue';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#server/contract/languages';
import type { TenantContext } from '#server/platform/tenancy/registry';
import type { NotificationDeps } from '../notifications/deps';
import { verpAddress } from '../notifications/verp';

/**
 * The mails a decision on a complaint sends (docs/decisions/0104-console-complaints.md): owed
 * like the transactional ones (decision 0087), so enqueued in the decision's transaction under a
 * `once` key and sent whatever the notification settings say.
 */
export const COMPLAINT_JOBS = { outcome: 'mail_complaint_outcome', warning: 'mail_complaint_warning' } as const;

type Executor = Parameters<typeof enqueueJob>[0];

/** A mail server that is down for half a day still gets these: backoff doubles from 5 s up to 6 h. */
const ATTEMPTS = 14;

/** The reporter hears how their complaint ended. */
export function enqueueComplaintOutcome(executor: Executor, complaintId: number, now: Date): Promise<void> {
  const options = { key: `complaint-outcome:${complaintId}`, mode: 'once' as const, runAt: now, maxAttempts: ATTEMPTS };
  return enqueueJob(executor, COMPLAINT_JOBS.outcome, { complaint_id: complaintId }, options);
}

/** The reported member is warned. */
export function enqueueComplaintWarning(executor: Executor, complaintId: number, now: Date): Promise<void> {
  const options = { key: `complaint-warning:${complaintId}`, mode: 'once' as const, runAt: now, maxAttempts: ATTEMPTS };
  return enqueueJob(executor, COMPLAINT_JOBS.warning, { complaint_id: complaintId }, options);
}

function languageFor(site: TenantContext, chosen: string | undefined): Language {
  if (isLanguage(chosen)) return chosen;
  return isLanguage(site.tenant.domain_language) ? site.tenant.domain_language : DEFAULT_LANGUAGE;
}

interface Member {
  user: typeof users.$inferSelect;
  site: TenantContext;
  name: string;
}

/** A member still there, on a site still served, with their profile name. */
async function member(deps: NotificationDeps, userId: number | null): Promise<Member | undefined> {
  if (userId === null) return undefined;
  const [row] = await deps.db
    .select({ user: users, name: profiles.name })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  const site = row && deps.tenants.get(row.user.tenantId);
  return row && site ? { user: row.user, site, name: row.name ?? '' } : undefined;
}

function context(deps: NotificationDeps, job: ClaimedJob, site: TenantContext, language: Language): TransactionalContext {
  return { site, language, translator: deps.translator, key: job.key ?? `job:${job.id}` };
}

/** Mail to a member's own address returns its bounces to their VERP address (decision 0087). */
async function send(deps: NotificationDeps, job: ClaimedJob, message: MailMessage, bouncesOf?: Member): Promise<void> {
  const envelope = bouncesOf && { from: verpAddress(deps.secrets, bouncesOf.site.tenant, bouncesOf.user.id), to: message.to };
  await deps.mailer.send(envelope ? { ...message, envelope } : message);
  deps.logger.info({ job: job.id, kind: job.kind }, 'complaint mail sent');
}

async function closedComplaint(deps: NotificationDeps, job: ClaimedJob) {
  const [complaint] = await deps.db
    .select()
    .from(complaints)
    .where(eq(complaints.id, Number(job.payload.complaint_id)));
  return complaint?.status === 'closed' && complaint.resolution ? { ...complaint, resolution: complaint.resolution } : undefined;
}

/**
 * The reporter, at their account's address in their language, or the visitor at the address they
 * left, in the site's language. A reporter who deleted their account since gets nothing.
 */
async function sendOutcome(deps: NotificationDeps, job: ClaimedJob): Promise<void> {
  const complaint = await closedComplaint(deps, job);
  if (!complaint) return;
  const facts = { acted: complaint.resolution !== 'dismissed', reason: complaint.reason, reportedAt: complaint.createdAt };
  const reporter = await member(deps, complaint.reporterId);
  if (reporter) {
    const ctx = context(deps, job, reporter.site, languageFor(reporter.site, reporter.user.language));
    await send(deps, job, complaintOutcomeMail(ctx, reporter.user.email, { ...facts, name: reporter.name }), reporter);
    return;
  }
  const site = deps.tenants.get(complaint.tenantId);
  if (complaint.reporterId !== null || !complaint.reporterEmail || !site) return;
  const ctx = context(deps, job, site, languageFor(site, undefined));
  await send(deps, job, complaintOutcomeMail(ctx, complaint.reporterEmail, { ...facts, name: null }));
}

/** The reported member (the complaint's profile, else the cited message's sender), in their language. */
async function sendWarning(deps: NotificationDeps, job: ClaimedJob): Promise<void> {
  const complaint = await closedComplaint(deps, job);
  if (complaint?.resolution !== 'warned') return;
  let memberId = complaint.profileId;
  if (memberId === null && complaint.messageId !== null) {
    const [message] = await deps.db.select({ senderId: messages.senderId }).from(messages).where(eq(messages.id, complaint.messageId));
    memberId = message?.senderId ?? null;
  }
  const warned = await member(deps, memberId);
  if (!warned) return;
  const ctx = context(deps, job, warned.site, languageFor(warned.site, warned.user.language));
  const at = complaint.resolvedAt ?? complaint.createdAt;
  await send(deps, job, complaintWarningMail(ctx, warned.user.email, { name: warned.name, reason: complaint.reason, at }), warned);
}

export function complaintMailHandlers(deps: NotificationDeps): Record<string, JobHandler> {
  return {
    [COMPLAINT_JOBS.outcome]: (job) => sendOutcome(deps, job),
    [COMPLAINT_JOBS.warning]: (job) => sendWarning(deps, job),
  };
}
