import { eq } from 'drizzle-orm';
import { users } from '#server/platform/db/schema';
import { DomainError } from '../errors';
import { enqueuePasswordChangedNotice } from '../notifications/transactional-jobs';
import { markConfirmed } from './activation';
import type { AccountDeps, SiteRequest, User } from './context';
import { lookUpAddress } from './guard';
import { mailTokenLink } from './mail';
import { hashPassword } from './password';
import { createSession, endOtherSessions } from './sessions';
import { consumeToken } from './tokens';
import { checkPassword, throwIfErrors } from './validation';

/** Sends a single-use reset link. The product names unknown addresses (docs/product.md#accounts-reset), so this does too. */
export async function requestPasswordReset(deps: AccountDeps, request: SiteRequest, email: string): Promise<void> {
  const user = await lookUpAddress(deps, request, email, (found) => !found || found.status === 'pending_deletion');
  if (!user || user.status === 'pending_deletion') throw new DomainError(404, 'email_not_found', 'accounts.reset_not_found');
  const wait = Math.max(await deps.limits.consume('resetPerAccount', String(user.id)), await deps.limits.consume('resetPerIp', request.ip));
  if (wait) throw new DomainError(429, 'reset_limit', 'accounts.reset_limit');
  await mailTokenLink(deps, request, user, { tokenKind: 'password_reset', mailKind: 'password_reset' });
}

export function checkNewPassword(password: string, repeat: string): void {
  const errors: Parameters<typeof throwIfErrors>[0] = {};
  checkPassword(password, errors);
  if (!errors.password && password !== repeat) errors.password_repeat = { key: 'accounts.passwords_differ' };
  throwIfErrors(errors);
}

/**
 * Sets the new password, ends every session of the account and starts a new one. The link
 * proves the address, so an unconfirmed account becomes confirmed too.
 */
export async function completePasswordReset(
  deps: AccountDeps,
  request: SiteRequest,
  input: { token: string; password: string; password_repeat: string },
): Promise<{ user: User; sessionToken: string }> {
  checkNewPassword(input.password, input.password_repeat);
  const passwordHash = await hashPassword(input.password);
  const now = deps.now();
  const userId = await deps.db.transaction(async (tx) => {
    const row = await consumeToken(tx, { token: input.token, tenantId: request.site.tenant.id, kind: 'password_reset', now });
    if (!row) throw new DomainError(400, 'link_invalid', 'accounts.link_invalid');
    const [user] = await tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId)).returning();
    if (user?.status === 'not_confirmed') await markConfirmed(tx, row.userId);
    await endOtherSessions(tx, row.userId);
    if (user) await enqueuePasswordChangedNotice(tx, { userId: user.id, to: user.email, via: 'reset', at: now });
    return row.userId;
  });
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  return { user: user as User, sessionToken: await createSession(deps.db, userId, request.site.tenant.id, now) };
}
