import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { accountTokens, users } from '#server/platform/db/schema';
import { DomainError } from '../errors';
import type { AccountDeps, SiteRequest, User } from './context';
import { mailTokenLink } from './mail';
import { consumeToken, hashToken } from './tokens';
import { syncProfileVisibility } from './visibility';

type Executor = Pick<Db, 'update'>;

/** The e-mail address is proven: the account becomes active and the profile visible. */
export async function markConfirmed(db: Executor, userId: number): Promise<void> {
  await db.update(users).set({ status: 'active' }).where(eq(users.id, userId));
  await syncProfileVisibility(db, userId);
}

/** What following an activation link did. */
export type ActivationOutcome = 'activated' | 'already_active' | 'failed';

/**
 * Follows the link of the activation mail. A link used before (or expired) of an account that is
 * active by now is no failure to the member: it says so instead of "activation failed".
 */
export async function activate(deps: AccountDeps, request: SiteRequest, token: string): Promise<ActivationOutcome> {
  return deps.db.transaction(async (tx) => {
    const row = await consumeToken(tx, { token, tenantId: request.site.tenant.id, kind: 'activation', now: deps.now() });
    if (row) {
      const [user] = await tx.select({ status: users.status }).from(users).where(eq(users.id, row.userId));
      if (user?.status === 'not_confirmed') await markConfirmed(tx, row.userId);
      return 'activated';
    }
    const [earlier] = await tx
      .select({ status: users.status })
      .from(accountTokens)
      .innerJoin(users, eq(users.id, accountTokens.userId))
      .where(and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.tenantId, request.site.tenant.id), eq(accountTokens.kind, 'activation')));
    return earlier?.status === 'active' ? 'already_active' : 'failed';
  });
}

/** Sends a fresh activation link (rate limited per account and per IP). */
export async function resendActivation(deps: AccountDeps, request: SiteRequest, user: User): Promise<void> {
  if (user.status !== 'not_confirmed') throw new DomainError(409, 'already_confirmed', 'accounts.already_confirmed');
  const wait = Math.max(await deps.limits.consume('resendPerAccount', String(user.id)), await deps.limits.consume('resendPerIp', request.ip));
  if (wait) throw new DomainError(429, 'too_many_requests', 'accounts.too_many_requests', { count: Math.ceil(wait / 60) });
  await mailTokenLink(deps, request, user, { tokenKind: 'activation', mailKind: 'activation' });
}

/** Members with an unconfirmed e-mail address cannot reply; the chat asks here (docs/product.md#accounts-activation). */
export function assertCanReply(user: Pick<User, 'status'>): void {
  if (user.status !== 'active') throw new DomainError(403, 'email_not_confirmed', 'accounts.confirm_to_reply');
}
