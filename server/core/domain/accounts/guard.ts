import type { LimitName } from '#server/platform/security/rate-limits';
import { DomainError, ValidationError } from '../errors';
import type { AccountDeps, SiteRequest, User } from './context';
import { findUserByEmail } from './lookup';
import { verifyPassword } from './password';
import { normalizeEmail } from './validation';

/** A check an attacker could repeat to guess something, and a counter of its misses. */
interface Guard {
  limit: Extract<LimitName, 'passwordRechecksPerAccount' | 'lookupMissesPerIp' | 'lookupMissesPerAddressAndIp'>;
  key: string;
}

export function tooManyAttempts(seconds: number): DomainError {
  return new DomainError(429, 'too_many_requests', 'accounts.too_many_requests', { count: Math.ceil(seconds / 60), retry_after: seconds });
}

/**
 * The one throttle of every guessable check: refused while any of its counters has used up its
 * misses (before the check runs, so a refused guess learns nothing), a miss counts on each, and a
 * hit clears them when `clearOnHit` (a right password proves the holder; an address look-up does not).
 */
async function guarded<T>(deps: AccountDeps, guards: Guard[], check: () => Promise<T>, isMiss: (result: T) => boolean, clearOnHit: boolean): Promise<T> {
  const blocked = Math.max(0, ...(await Promise.all(guards.map((guard) => deps.limits.blockedFor(guard.limit, guard.key)))));
  if (blocked) throw tooManyAttempts(blocked);
  const result = await check();
  if (isMiss(result)) await Promise.all(guards.map((guard) => deps.limits.consume(guard.limit, guard.key)));
  else if (clearOnHit) await Promise.all(guards.map((guard) => deps.limits.reset(guard.limit, guard.key)));
  return result;
}

/**
 * A logged-in member confirms a change with the password (new password, e-mail, deletion).
 * Misses count per account, so only the holder of this session can use them up: nobody else
 * can lock a member out of their own settings, and a stolen session cannot guess for long.
 */
export async function recheckPassword(deps: AccountDeps, user: User, password: string, field: string): Promise<void> {
  const valid = await guarded(
    deps,
    [{ limit: 'passwordRechecksPerAccount', key: String(user.id) }],
    () => verifyPassword(user.passwordHash, password.slice(0, 1024)),
    (ok) => !ok,
    true,
  );
  // Only the password change asks for an "old" one; deletion and mail change ask for the password.
  if (!valid) throw new ValidationError({ [field]: { key: field === 'old_password' ? 'accounts.old_password_wrong' : 'accounts.password_wrong' } });
}

/**
 * Looks an address up for an answer that tells whether it has an account (the product names
 * unknown and taken addresses: docs/product.md#accounts-reset). `isMiss` says which answer gives that away without sending anything;
 * those count per (e-mail, IP), a few retries of one person, and per IP under a high ceiling, so
 * a list of addresses cannot be probed from one connection while one person's misses behind a
 * shared address block only themselves (decision 0135). Nothing counts per e-mail alone: a
 * stranger could then keep its owner from resetting.
 */
export function lookUpAddress(deps: AccountDeps, request: SiteRequest, email: string, isMiss: (user: User | undefined) => boolean): Promise<User | undefined> {
  const guards: Guard[] = [
    { limit: 'lookupMissesPerAddressAndIp', key: `${request.site.tenant.id}:${normalizeEmail(email)}:${request.ip}` },
    { limit: 'lookupMissesPerIp', key: request.ip },
  ];
  return guarded(deps, guards, () => findUserByEmail(deps.db, request.site.tenant.id, email), isMiss, false);
}
