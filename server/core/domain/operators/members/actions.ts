import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { sessions, users, type Operator } from '#server/platform/db/schema';
import { CREDIT_CORRECTION_MAX, CREDIT_NOTE_MAX } from '#server/contract/console-members';
import type { AccountDeps, SiteRequest } from '#server/core/domain/accounts/context';
import { eraseMembers, type MemberFiles } from '#server/core/domain/accounts/erasure';
import { mailTokenLink } from '#server/core/domain/accounts/mail';
import { applyCreditChange } from '#server/core/domain/credits/ledger';
import { DomainError } from '#server/core/domain/errors';
import type { TenantRegistry } from '#server/platform/tenancy/registry';
import { audit } from '../audit';
import { memberForOperator } from '../ban';

type Actor = Pick<Operator, 'id' | 'role' | 'tenants'>;

/**
 * A credit correction: one ledger row (reason operator_correction, the operator and their note),
 * the balance moved with it. A negative one may take the balance to zero, never below; the
 * member's row is locked so a message paid meanwhile cannot slip under that check.
 */
export async function correctCredits(db: Db, operator: Actor, input: { memberId: number; amount: number; note: string; ip: string | null }): Promise<number> {
  const note = input.note.trim();
  if (!Number.isInteger(input.amount) || input.amount === 0 || Math.abs(input.amount) > CREDIT_CORRECTION_MAX) {
    throw new DomainError(400, 'credit_amount_invalid', 'operator_console.credit_amount_invalid', { max: CREDIT_CORRECTION_MAX });
  }
  if (!note || note.length > CREDIT_NOTE_MAX)
    throw new DomainError(400, 'credit_note_invalid', 'operator_console.credit_note_invalid', { max: CREDIT_NOTE_MAX });
  return db.transaction(async (tx) => {
    const member = await memberForOperator(tx, operator, input.memberId);
    const [locked] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, member.id)).for('update');
    const balance = locked?.credits ?? 0;
    if (balance + input.amount < 0) throw new DomainError(400, 'credits_below_zero', 'operator_console.credits_negative', { credits: balance });
    await applyCreditChange(tx, {
      tenantId: member.tenantId,
      userId: member.id,
      amount: input.amount,
      reason: 'operator_correction',
      // Every correction is its own row: nothing to repeat, so its reference is fresh.
      reference: randomUUID(),
      operatorId: operator.id,
      note,
    });
    await audit(tx, operator, 'member_credits', {
      tenantId: member.tenantId,
      memberId: member.id,
      detail: { amount: input.amount, note, balance: balance + input.amount },
      ip: input.ip,
    });
    return balance + input.amount;
  });
}

/** Force logout: every session of the member ends (the browsers are plain visitors again). */
export async function logOutMember(db: Db, operator: Actor, input: { memberId: number; ip: string | null }): Promise<number> {
  return db.transaction(async (tx) => {
    const member = await memberForOperator(tx, operator, input.memberId);
    const ended = await tx.delete(sessions).where(eq(sessions.userId, member.id)).returning({ userId: sessions.userId });
    await audit(tx, operator, 'member_logout', { tenantId: member.tenantId, memberId: member.id, detail: { sessions: ended.length }, ip: input.ip });
    return ended.length;
  });
}

/**
 * The activation mail again, for a member who never confirmed: the same mail and link the member
 * can ask for, under the same per-account limit (three an hour), so the desk and the member
 * together cannot flood an inbox.
 */
export async function resendActivationFor(
  deps: AccountDeps,
  tenants: TenantRegistry,
  operator: Actor,
  input: { memberId: number; ip: string | null },
): Promise<void> {
  const member = await memberForOperator(deps.db, operator, input.memberId);
  if (member.status !== 'not_confirmed') throw new DomainError(409, 'already_confirmed', 'operator_console.already_confirmed');
  const site = tenants.get(member.tenantId);
  if (!site) throw new DomainError(404, 'member_not_found', 'operator_console.member_not_found');
  const wait = await deps.limits.consume('resendPerAccount', String(member.id));
  if (wait) throw new DomainError(429, 'too_many_requests', 'operator_console.activation_resend_limit', { count: Math.ceil(wait / 60) });
  const request: SiteRequest = {
    site,
    language: site.tenant.domain_language,
    origin: site.origin,
    ip: input.ip ?? 'console',
    country: site.tenant.countries[0] ?? '',
  };
  await mailTokenLink(deps, request, member, { tokenKind: 'activation', mailKind: 'activation' });
  await audit(deps.db, operator, 'member_resend_activation', { tenantId: member.tenantId, memberId: member.id, ip: input.ip });
}

/**
 * Deletion at once, on the member's request to the desk: the same erasure as the 14-day purge
 * (rows and files gone, payments kept anonymised). The audit row is written once the account is
 * gone, also when a file could not be removed afterwards (that error still reaches the caller).
 */
export async function deleteMemberNow(db: Db, files: MemberFiles, operator: Actor, input: { memberId: number; ip: string | null }): Promise<void> {
  const member = await memberForOperator(db, operator, input.memberId);
  try {
    await eraseMembers(db, files, [member.id]);
  } finally {
    const [left] = await db.select({ id: users.id }).from(users).where(eq(users.id, member.id));
    if (!left) await audit(db, operator, 'member_delete', { tenantId: member.tenantId, memberId: member.id, ip: input.ip });
  }
}
