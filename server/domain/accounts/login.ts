import { DomainError } from '../errors';
import type { AccountDeps, SiteRequest, User } from './context';
import { findUserByEmail } from './lookup';
import { verifyPassword } from './password';
import { normalizeEmail } from './validation';

/** Verified against when the e-mail is unknown, so both cases take the same time. */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$Yp+Nzbl6NNOCjl6KsYMkzQ$aC8gP4kIg37Z/vz7W+HkdY25dLsRjVRVOojbmnF1sYw';

function blockedError(seconds: number): DomainError {
  return new DomainError(429, 'login_blocked', 'accounts.login_blocked', { minutes: Math.ceil(seconds / 60) });
}

/**
 * Checks e-mail and password. Failures count per (account, IP) and per account; either limit
 * blocks for 15 minutes and then expires, so an attacker can delay a member but never lock
 * them out for good. Each IP also has an overall attempt budget against credential stuffing.
 */
export async function logIn(deps: AccountDeps, request: SiteRequest, input: { email: string; password: string }): Promise<User> {
  const accountKey = `${request.site.tenant.id}:${normalizeEmail(input.email)}`;
  const pairKey = `${accountKey}:${request.ip}`;
  const blocked = Math.max(
    await deps.limits.blockedFor('loginFailuresPerAccountAndIp', pairKey),
    await deps.limits.blockedFor('loginFailuresPerAccount', accountKey),
    await deps.limits.consume('loginAttemptsPerIp', request.ip),
  );
  if (blocked) throw blockedError(blocked);

  const user = await findUserByEmail(deps.db, request.site.tenant.id, input.email);
  const valid = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, input.password.slice(0, 1024));
  if (!user || !valid) {
    await deps.limits.consume('loginFailuresPerAccountAndIp', pairKey);
    await deps.limits.consume('loginFailuresPerAccount', accountKey);
    // The failure that uses up the allowance already says so.
    const now = Math.max(await deps.limits.blockedFor('loginFailuresPerAccountAndIp', pairKey), await deps.limits.blockedFor('loginFailuresPerAccount', accountKey));
    if (now) throw blockedError(now);
    throw new DomainError(401, 'login_failed', 'accounts.login_failed');
  }
  if (user.status === 'pending_deletion') throw new DomainError(409, 'pending_deletion', 'accounts.pending_deletion');
  await deps.limits.reset('loginFailuresPerAccountAndIp', pairKey);
  return user;
}
