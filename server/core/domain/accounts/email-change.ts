import { eq } from 'drizzle-orm';
import { users } from '#server/platform/db/schema';
import { maskEmail } from '#server/adapters/mail/transactional';
import { DomainError, ValidationError } from '../errors';
import { enqueueEmailChangedNotice } from '../notifications/transactional-jobs';
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
  await mailTokenLink(deps, request, user, { tokenKind: 'email_change', mailKind: 'email_change', newEmail: to });
}

/** /mail-change/do: applies the new address; it is confirmed by the click itself. */
export async function confirmEmailChange(deps: AccountDeps, request: SiteRequest, token: string): Promise<string> {
  try {
    return await deps.db.transaction(async (tx) => {
      const now = deps.now();
      const row = await consumeToken(tx, { token, tenantId: request.site.tenant.id, kind: 'email_change', now });
      if (!row?.newEmail) throw new DomainError(400, 'link_invalid', 'accounts.link_invalid');
      const [before] = await tx.select({ email: users.email, status: users.status }).from(users).where(eq(users.id, row.userId));
      // A confirmed new address starts clean: bounces and spam reports were about the old one.
      const [user] = await tx
        .update(users)
        .set({ email: row.newEmail, emailDisabled: null, emailDisabledAt: null })
        .where(eq(users.id, row.userId))
        .returning();
      if (user?.status === 'not_confirmed') await markConfirmed(tx, row.userId);
      // The old address hears of it, unless it was never confirmed: then it may be a stranger's
      // (a typo at sign-up), who must not learn of the account (docs/decisions/0087-transactional-mail.md).
      if (before && before.status !== 'not_confirmed' && before.email.toLowerCase() !== row.newEmail.toLowerCase())
        await enqueueEmailChangedNotice(tx, { userId: row.userId, oldEmail: before.email, maskedNewEmail: maskEmail(row.newEmail), at: now });
      return row.newEmail;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(409, 'email_taken', 'accounts.email_taken');
    throw error;
  }
}
