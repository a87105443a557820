import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { users } from '#server/platform/db/schema';
import { DomainError } from '../errors';
import type { AccountDeps, SiteRequest, User } from './context';
import { lookUpAddress, recheckPassword } from './guard';
import { mailTokenLink, queueTokenMail } from './mail';
import { createSession, endOtherSessions } from './sessions';
import { consumeToken } from './tokens';
import type { DeleteReason } from '#server/contract/deletion-reasons';
import { syncProfileVisibility } from './visibility';
import { eraseMembers, type MemberFiles } from './erasure';

/** A deleted account can be reactivated for 14 days, then it is gone (docs/product.md#accounts-deletion). */
export const REACTIVATION_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Confirmed with the password: the account is hidden, logged out everywhere, and mailed a way back. */
export async function requestDeletion(deps: AccountDeps, request: SiteRequest, user: User, input: { reason: DeleteReason; password: string }): Promise<void> {
  await recheckPassword(deps, user, input.password, 'password');
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ status: 'pending_deletion', deletionRequestedAt: deps.now(), deleteReason: input.reason }).where(eq(users.id, user.id));
    await syncProfileVisibility(tx, user.id);
    await endOtherSessions(tx, user.id);
    await queueTokenMail(tx, deps, request, user, { tokenKind: 'reactivation', mailKind: 'account_deleted' });
  });
}

/** The "still pending deletion" path of sign-up and login: a new reactivation link. */
export async function resendReactivation(deps: AccountDeps, request: SiteRequest, email: string): Promise<void> {
  const user = await lookUpAddress(deps, request, email, (found) => found?.status !== 'pending_deletion');
  if (user?.status !== 'pending_deletion') throw new DomainError(404, 'email_not_found', 'accounts.reset_not_found');
  const wait = Math.max(await deps.limits.consume('resendPerAccount', String(user.id)), await deps.limits.consume('resendPerIp', request.ip));
  if (wait) throw new DomainError(429, 'too_many_requests', 'accounts.too_many_requests', { count: Math.ceil(wait / 60) });
  await mailTokenLink(deps, request, user, { tokenKind: 'reactivation', mailKind: 'account_deleted' });
}

/** Follows the reactivation link: the account is back (confirmed: the link proves the address). */
export async function reactivate(deps: AccountDeps, request: SiteRequest, token: string): Promise<{ user: User; sessionToken: string }> {
  const now = deps.now();
  const user = await deps.db.transaction(async (tx) => {
    const row = await consumeToken(tx, { token, tenantId: request.site.tenant.id, kind: 'reactivation', now });
    if (!row) throw new DomainError(400, 'link_invalid', 'accounts.link_invalid');
    const [updated] = await tx
      .update(users)
      .set({ status: 'active', deletionRequestedAt: null, deleteReason: null })
      .where(and(eq(users.id, row.userId), eq(users.status, 'pending_deletion')))
      .returning();
    if (!updated) throw new DomainError(400, 'link_invalid', 'accounts.link_invalid');
    await syncProfileVisibility(tx, updated.id);
    return updated;
  });
  return { user, sessionToken: await createSession(deps.db, user.id, user.tenantId, now) };
}

/** How many accounts one purge step erases (each step is one transaction). */
const PURGE_BATCH = 100;

/**
 * The hourly job: accounts pending deletion for 14 days are erased with their data and files,
 * their payments kept anonymised (erasure.ts). Found through users_pending_deletion, a batch at a time.
 */
export async function purgeDeletedAccounts(db: Db, files: MemberFiles, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - REACTIVATION_DAYS * DAY_MS);
  let purged = 0;
  for (;;) {
    const due = and(eq(users.status, 'pending_deletion'), lt(users.deletionRequestedAt, cutoff));
    const batch = await db.select({ id: users.id }).from(users).where(due).orderBy(users.deletionRequestedAt).limit(PURGE_BATCH);
    purged += await eraseMembers(
      db,
      files,
      batch.map((row) => row.id),
      { condition: due },
    );
    if (batch.length < PURGE_BATCH) return purged;
  }
}
