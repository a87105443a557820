import { enqueueJob } from '#server/platform/queue/enqueue';

/**
 * The transactional mails' jobs (docs/decisions/0087-transactional-mail.md). Each is enqueued in
 * the transaction of its cause, so the mail exists exactly when the cause does, and under a
 * `once` key, so a cause that repeats (a webhook delivered twice, reconciliation beside it) mails once.
 */
export const TRANSACTIONAL_JOBS = {
  receipt: 'mail_receipt',
  mandate: 'mail_sepa_mandate',
  debitNotice: 'mail_sepa_prenotification',
  refund: 'mail_refund',
  emailChanged: 'mail_email_changed',
  passwordChanged: 'mail_password_changed',
} as const;

type Executor = Parameters<typeof enqueueJob>[0];

/** A mail server that is down for half a day still gets these: backoff doubles from 5 s up to 6 h. */
const ATTEMPTS = 14;

function enqueue(executor: Executor, kind: string, payload: Record<string, unknown>, key: string, now: Date): Promise<void> {
  return enqueueJob(executor, kind, payload, { key, mode: 'once', runAt: now, maxAttempts: ATTEMPTS });
}

/** A payment became paid. */
export function enqueueReceipt(executor: Executor, paymentId: number, now: Date): Promise<void> {
  return enqueue(executor, TRANSACTIONAL_JOBS.receipt, { payment_id: paymentId }, `receipt:${paymentId}`, now);
}

/** A SEPA direct debit mandate became valid. */
export function enqueueMandateConfirmation(executor: Executor, mandateId: number, now: Date): Promise<void> {
  return enqueue(executor, TRANSACTIONAL_JOBS.mandate, { mandate_id: mandateId }, `mandate:${mandateId}`, now);
}

/** A direct debit was handed to the provider: the member is told its amount and date before it is collected. */
export function enqueueDebitNotice(executor: Executor, paymentId: number, now: Date): Promise<void> {
  return enqueue(executor, TRANSACTIONAL_JOBS.debitNotice, { payment_id: paymentId }, `predebit:${paymentId}`, now);
}

/** A refund reached the member's account at the provider: they are told what came back and which credits went. */
export function enqueueRefundNotice(executor: Executor, refundId: number, now: Date): Promise<void> {
  return enqueue(executor, TRANSACTIONAL_JOBS.refund, { refund_id: refundId }, `refund:${refundId}`, now);
}

/**
 * A confirmed change of address: the notice goes to the old one, which the job must carry (the
 * account no longer has it). The new address never goes into the job; only its masked form does.
 */
export function enqueueEmailChangedNotice(executor: Executor, input: { userId: number; oldEmail: string; maskedNewEmail: string; at: Date }): Promise<void> {
  const { userId, oldEmail, maskedNewEmail, at } = input;
  const payload = { user_id: userId, to: oldEmail, new_email: maskedNewEmail, changed_at: at.toISOString() };
  return enqueue(executor, TRANSACTIONAL_JOBS.emailChanged, payload, `email-changed:${userId}:${at.getTime()}`, at);
}

/** A new password, set with a reset link or in the settings; the notice goes to the address the account had then. */
export function enqueuePasswordChangedNotice(executor: Executor, input: { userId: number; to: string; via: 'reset' | 'settings'; at: Date }): Promise<void> {
  const { userId, to, via, at } = input;
  const payload = { user_id: userId, to, via, changed_at: at.toISOString() };
  return enqueue(executor, TRANSACTIONAL_JOBS.passwordChanged, payload, `password-changed:${userId}:${at.getTime()}`, at);
}
