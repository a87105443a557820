import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema';
import { DomainError, ValidationError } from '../errors';
import { markConfirmed } from './activation';
import type { AccountDeps, SiteRequest, User } from './context';
import { lookUpAddress, recheckPassword } from './guard';
import { isUniqueViolation } from './lookup';
import { mailTokenLink } from './mail';
import { consumeToken } from './tokens';
import { checkEmail, throwIfErrors } from './validation';

/** Sends a confirmation link to the new address; the address changes only when it is followed. */
export async function requestEmailChange(deps: AccountDeps, request: SiteRequest, user: User, input: { email: string; password: string }): Promise<void> {
  const errors: Parameters<typeof throwIfErrors>[0] = {};
  const extra: Record<string, unknown> = {};
  checkEmail(input.email, errors, extra);
  throwIfErrors(errors, extra);
  await recheckPassword(deps, user, input.password, 'password');
  if (await lookUpAddress(deps, request, input.email, (owner) => owner !== undefined)) throw new ValidationError({ email: { key: 'accounts.email_taken' } });
  const to = input.email.trim();
  await mailTokenLink(deps, request, user, { tokenKind: 'email_change', mailKind: 'email_change', to, newEmail: to });
}

/** /mail-change/do: applies the new address; it is confirmed by the click itself. */
export async function confirmEmailChange(deps: AccountDeps, request: SiteRequest, token: string): Promise<string> {
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await consumeToken(tx, { token, tenantId: request.site.tenant.id, kind: 'email_change', now: deps.now() });
      if (!row?.newEmail) throw new DomainError(400, 'link_invalid', 'accounts.link_invalid');
      const [user] = await tx.update(users).set({ email: row.newEmail }).where(eq(users.id, row.userId)).returning();
      if (user?.status === 'not_confirmed') await markConfirmed(tx, row.userId);
      return row.newEmail;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(409, 'email_taken', 'accounts.email_taken');
    throw error;
  }
}
