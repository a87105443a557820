import { and, eq } from 'drizzle-orm';
import { directDebitRequests, paymentMandates, paymentRefunds, payments, profiles, users } from '#server/platform/db/schema';
import type { ClaimedJob, JobHandler } from '#server/platform/queue/queue';
import type { MailMessage } from '#server/adapters/mail/message';
import { debitNoticeMail, mandateMail, receiptMail, refundMail, type MandateFacts } from '#server/adapters/mail/receipts';
import { emailChangedMail, passwordChangedMail } from '#server/adapters/mail/security-notices';
import type { TransactionalContext } from '#server/adapters/mail/transactional';
import { DEFAULT_LANGUAGE, isLanguage } from '#server/contract/languages';
import { mandateReference } from '../payments/direct-debit';
import type { NotificationDeps } from './deps';
import { TRANSACTIONAL_JOBS } from './transactional-jobs';
import { verpAddress } from './verp';

interface Recipient {
  user: typeof users.$inferSelect;
  ctx: TransactionalContext;
  name: string;
}

/** Payments that will never be collected: their pre-notification is not sent any more. */
const UNCOLLECTED = new Set(['failed', 'cancelled', 'expired']);

/**
 * The member a mail is for, in their language on their site, and their profile name. Gone (the
 * account was deleted since): nothing is sent. Notification settings and a disabled address do not
 * count: these mails are owed (docs/decisions/0087-transactional-mail.md).
 */
async function recipient(deps: NotificationDeps, userId: number | null, job: ClaimedJob): Promise<Recipient | undefined> {
  // An erased member's payment (user_id null) mails no one.
  if (userId === null) return undefined;
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  const site = user && deps.tenants.get(user.tenantId);
  if (!user || !site) return undefined;
  const [profile] = await deps.db.select({ name: profiles.name }).from(profiles).where(eq(profiles.userId, user.id));
  const language = isLanguage(user.language) ? user.language : isLanguage(site.tenant.domain_language) ? site.tenant.domain_language : DEFAULT_LANGUAGE;
  return { user, name: profile?.name ?? '', ctx: { site, language, translator: deps.translator, key: job.key ?? `job:${job.id}` } };
}

/**
 * Mail to the account's own address returns its bounces to the member's VERP address, so a dead
 * address is noticed from the mails members get most surely; the notice to an old address does
 * not (its bounce says nothing about the address the account has now).
 */
async function send(deps: NotificationDeps, job: ClaimedJob, message: MailMessage, bouncesOf?: Recipient): Promise<void> {
  const envelope = bouncesOf && { from: verpAddress(deps.secrets, bouncesOf.ctx.site.tenant, bouncesOf.user.id), to: message.to };
  await deps.mailer.send(envelope ? { ...message, envelope } : message);
  deps.logger.info({ job: job.id, kind: job.kind }, 'transactional mail sent');
}

/** The mandate as the member signed it: the request that made it holds the account and address. */
async function mandateFacts(deps: NotificationDeps, mandateId: number, name: string): Promise<MandateFacts | undefined> {
  const [row] = await deps.db
    .select({ request: directDebitRequests })
    .from(paymentMandates)
    .innerJoin(directDebitRequests, eq(directDebitRequests.mandateId, paymentMandates.id))
    .where(and(eq(paymentMandates.id, mandateId), eq(paymentMandates.method, 'directdebit'), eq(directDebitRequests.status, 'confirmed')));
  if (!row) return undefined;
  const { request } = row;
  return {
    name,
    reference: mandateReference(request.tenantId, request.userId, request.id),
    accountHolder: request.accountHolder,
    address: `${request.street} ${request.houseNumber}, ${request.postalCode} ${request.city}`,
    iban: request.iban,
    signedAt: request.confirmedAt ?? request.createdAt,
  };
}

async function sendReceipt(deps: NotificationDeps, job: ClaimedJob): Promise<void> {
  const [payment] = await deps.db
    .select()
    .from(payments)
    .where(eq(payments.id, Number(job.payload.payment_id)));
  const to = payment?.paidAt && (await recipient(deps, payment.userId, job));
  if (!payment?.paidAt || !to) return;
  await send(
    deps,
    job,
    receiptMail(to.ctx, to.user.email, {
      name: to.name,
      paymentId: payment.id,
      providerRef: payment.providerRef,
      paidAt: payment.paidAt,
      method: payment.method,
      recurring: payment.sequence === 'recurring',
      packageId: payment.packageId,
      credits: payment.credits,
      listAmount: payment.listAmount,
      amount: payment.amount,
      currency: payment.currency,
      discountCode: payment.discountCode,
      discountPercentage: payment.discountPercentage,
      refundDays: payment.refundDays,
    }),
    to,
  );
}

async function sendRefundNotice(deps: NotificationDeps, job: ClaimedJob): Promise<void> {
  const [row] = await deps.db
    .select({ refund: paymentRefunds, payment: payments })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(and(eq(paymentRefunds.id, Number(job.payload.refund_id)), eq(paymentRefunds.status, 'refunded')));
  const to = row && (await recipient(deps, row.payment.userId, job));
  if (!row || !to) return;
  const { refund, payment } = row;
  await send(
    deps,
    job,
    refundMail(to.ctx, to.user.email, {
      name: to.name,
      paymentId: payment.id,
      refundedAt: refund.completedAt ?? refund.createdAt,
      method: payment.method,
      amount: refund.amount,
      currency: payment.currency,
      credits: refund.credits,
    }),
    to,
  );
}

async function sendMandateConfirmation(deps: NotificationDeps, job: ClaimedJob): Promise<void> {
  const mandateId = Number(job.payload.mandate_id);
  const [mandate] = await deps.db.select({ userId: paymentMandates.userId }).from(paymentMandates).where(eq(paymentMandates.id, mandateId));
  const to = mandate && (await recipient(deps, mandate.userId, job));
  const facts = to && (await mandateFacts(deps, mandateId, to.name));
  if (!to || !facts) return;
  await send(deps, job, mandateMail(to.ctx, to.user.email, facts), to);
}

async function sendDebitNotice(deps: NotificationDeps, job: ClaimedJob): Promise<void> {
  const [payment] = await deps.db
    .select()
    .from(payments)
    .where(eq(payments.id, Number(job.payload.payment_id)));
  if (!payment?.mandateId || payment.method !== 'directdebit' || UNCOLLECTED.has(payment.status)) return;
  const to = await recipient(deps, payment.userId, job);
  const mandate = to && (await mandateFacts(deps, payment.mandateId, to.name));
  if (!to || !mandate) return;
  await send(
    deps,
    job,
    debitNoticeMail(to.ctx, to.user.email, mandate, {
      paymentId: payment.id,
      amount: payment.amount,
      currency: payment.currency,
      credits: payment.credits,
      packageId: payment.packageId,
      collectedFrom: payment.createdAt,
    }),
    to,
  );
}

async function sendEmailChanged(deps: NotificationDeps, job: ClaimedJob): Promise<void> {
  const { user_id: userId, to: oldEmail, new_email: masked, changed_at: at } = job.payload;
  const to = await recipient(deps, Number(userId), job);
  if (!to || typeof oldEmail !== 'string' || typeof masked !== 'string') return;
  await send(deps, job, emailChangedMail(to.ctx, oldEmail, { name: to.name, maskedNewEmail: masked, at: new Date(String(at)) }));
}

async function sendPasswordChanged(deps: NotificationDeps, job: ClaimedJob): Promise<void> {
  const { user_id: userId, to: address, via, changed_at: at } = job.payload;
  const to = await recipient(deps, Number(userId), job);
  if (!to || typeof address !== 'string' || (via !== 'reset' && via !== 'settings')) return;
  await send(deps, job, passwordChangedMail(to.ctx, address, { name: to.name, via, at: new Date(String(at)) }), to);
}

/** The transactional mails' handlers (jobs enqueued by ./transactional-jobs.ts). */
export function transactionalMailHandlers(deps: NotificationDeps): Record<string, JobHandler> {
  return {
    [TRANSACTIONAL_JOBS.receipt]: (job) => sendReceipt(deps, job),
    [TRANSACTIONAL_JOBS.refund]: (job) => sendRefundNotice(deps, job),
    [TRANSACTIONAL_JOBS.mandate]: (job) => sendMandateConfirmation(deps, job),
    [TRANSACTIONAL_JOBS.debitNotice]: (job) => sendDebitNotice(deps, job),
    [TRANSACTIONAL_JOBS.emailChanged]: (job) => sendEmailChanged(deps, job),
    [TRANSACTIONAL_JOBS.passwordChanged]: (job) => sendPasswordChanged(deps, job),
  };
}
