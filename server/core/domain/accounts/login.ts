import { DomainError } from '../errors';
import type { AccountDeps, SiteRequest, User } from './context';
import { findUserByEmail } from './lookup';
import { verifyPassword } from './password';
import { normalizeEmail } from './validation';

/** Verified against when the e-mail is unknown, so both cases take the same time. */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$Yp+Nzbl6NNOCjl6KsYMkzQ$aC8gP4kIg37Z/vz7W+HkdY25dLsRjVRVOojbmnF1sYw';

function blockedError(seconds: number): DomainError {
  return new DomainError(429, 'login_blocked', 'accounts.login_blocked', { count: Math.ceil(seconds / 60), retry_after: seconds });
}

interface LoginKeys {
  account: string;
  pair: string;
  ip: string;
}

/**
 * Seconds this address must wait before trying this account (0 = go on). The pair and the
 * address block on their own failures. The account-wide count never blocks the account itself:
 * once it is used up, only addresses that already failed on this account are refused, so an
 * attacker who lacks the password cannot keep the owner out from an address of their own.
 */
async function waitFor(deps: AccountDeps, keys: LoginKeys): Promise<number> {
  const { limits } = deps;
  const [pair, address, account, pairFailures] = await Promise.all([
    limits.blockedFor('loginFailuresPerAccountAndIp', keys.pair),
    limits.blockedFor('loginFailuresPerIp', keys.ip),
    limits.blockedFor('loginFailuresPerAccount', keys.account),
    limits.count('loginFailuresPerAccountAndIp', keys.pair),
  ]);
  return Math.max(pair, address, pairFailures > 0 ? account : 0);
}

/**
 * Checks e-mail and password against the lockout of docs/decisions/0017-login-lockout.md. Only failures count,
 * so many members logging in behind one address (a shared NAT) never block it, and every
 * block expires after 15 minutes. A password reset works whatever the blocks.
 */
export async function logIn(deps: AccountDeps, request: SiteRequest, input: { email: string; password: string }): Promise<User> {
  const account = `${request.site.tenant.id}:${normalizeEmail(input.email)}`;
  const keys: LoginKeys = { account, pair: `${account}:${request.ip}`, ip: request.ip };
  const blocked = await waitFor(deps, keys);
  if (blocked) throw blockedError(blocked);

  const user = await findUserByEmail(deps.db, request.site.tenant.id, input.email);
  const valid = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, input.password.slice(0, 1024));
  if (!user || !valid) {
    await Promise.all([
      deps.limits.consume('loginFailuresPerAccountAndIp', keys.pair),
      deps.limits.consume('loginFailuresPerAccount', keys.account),
      deps.limits.consume('loginFailuresPerIp', keys.ip),
    ]);
    // The failure that uses up an allowance already says so.
    const now = await waitFor(deps, keys);
    if (now) throw blockedError(now);
    throw new DomainError(401, 'login_failed', 'accounts.login_failed');
  }
  // Only once the password is right: a ban tells nothing to someone guessing addresses.
  if (user.bannedAt) throw new DomainError(403, 'banned', 'accounts.banned');
  if (user.status === 'pending_deletion') throw new DomainError(409, 'pending_deletion', 'accounts.pending_deletion');
  await deps.limits.reset('loginFailuresPerAccountAndIp', keys.pair);
  return user;
}
