import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { operators, type Operator } from '#server/platform/db/schema';
import type { RateLimits } from '#server/platform/security/rate-limits';
import type { Secrets } from '#server/platform/secrets';
import { verifyPassword } from '../accounts/password';
import { normalizeEmail } from '../accounts/validation';
import { DomainError } from '../errors';
import { checkTotp, openTotpSecret } from './totp';

/** Verified against when the e-mail is unknown or has no password yet, so every miss takes the same time. */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$Yp+Nzbl6NNOCjl6KsYMkzQ$aC8gP4kIg37Z/vz7W+HkdY25dLsRjVRVOojbmnF1sYw';

export interface OperatorLoginDeps {
  db: Db;
  limits: RateLimits;
  secrets: Secrets;
  now(): Date;
}

function blocked(seconds: number): DomainError {
  return new DomainError(429, 'login_blocked', 'accounts.login_blocked', { count: Math.ceil(seconds / 60), retry_after: seconds });
}

/**
 * The member login's lockout (docs/decisions/0017-login-lockout.md) under keys of their own:
 * the pair (operator and address) and the address block on their own misses; the
 * operator-wide count refuses only addresses that already missed on this operator, so a
 * stranger cannot keep an operator out from the office.
 */
async function waitFor(limits: RateLimits, keys: { account: string; pair: string; ip: string }): Promise<number> {
  const [pair, address, account, pairMisses] = await Promise.all([
    limits.blockedFor('loginFailuresPerAccountAndIp', keys.pair),
    limits.blockedFor('loginFailuresPerIp', keys.ip),
    limits.blockedFor('loginFailuresPerAccount', keys.account),
    limits.count('loginFailuresPerAccountAndIp', keys.pair),
  ]);
  return Math.max(pair, address, pairMisses > 0 ? account : 0);
}

/**
 * Password and a current TOTP code, both or nothing: a miss says neither which was wrong nor
 * whether the address has an account. The used time step is remembered, so a code seen over a
 * shoulder cannot sign in again.
 */
export async function operatorLogIn(deps: OperatorLoginDeps, input: { email: string; password: string; code: string; ip: string }): Promise<Operator> {
  const account = `operator:${normalizeEmail(input.email)}`;
  const keys = { account, pair: `${account}:${input.ip}`, ip: `operator:${input.ip}` };
  const wait = await waitFor(deps.limits, keys);
  if (wait) throw blocked(wait);

  const now = deps.now();
  const [operator] = await deps.db
    .select()
    .from(operators)
    .where(and(eq(operators.email, normalizeEmail(input.email)), isNull(operators.disabledAt)));
  const passwordOk = await verifyPassword(operator?.passwordHash ?? DUMMY_HASH, input.password.slice(0, 1024));
  const step = operator && passwordOk ? checkTotp(openTotpSecret(deps.secrets, operator.totpSecret), input.code, now, operator.totpLastStep) : undefined;
  // The step is claimed in the same statement that checks it: two requests with one code, one session.
  const claimed =
    operator && step !== undefined
      ? await deps.db
          .update(operators)
          .set({ totpLastStep: step })
          .where(
            and(
              eq(operators.id, operator.id),
              operator.totpLastStep === null ? isNull(operators.totpLastStep) : eq(operators.totpLastStep, operator.totpLastStep),
            ),
          )
          .returning({ id: operators.id })
      : [];
  if (!operator || !claimed.length) {
    await Promise.all([
      deps.limits.consume('loginFailuresPerAccountAndIp', keys.pair),
      deps.limits.consume('loginFailuresPerAccount', keys.account),
      deps.limits.consume('loginFailuresPerIp', keys.ip),
    ]);
    const after = await waitFor(deps.limits, keys);
    if (after) throw blocked(after);
    throw new DomainError(401, 'login_failed', 'operator_console.login_failed');
  }
  await deps.limits.reset('loginFailuresPerAccountAndIp', keys.pair);
  return operator;
}
