import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { OPERATOR_ROLES, operators, type Operator, type OperatorRole } from '#server/platform/db/schema';
import type { Secrets } from '#server/platform/secrets';
import { hashPassword } from '../accounts/password';
import { hashToken, newToken } from '../accounts/tokens';
import { normalizeEmail } from '../accounts/validation';
import { DomainError, ValidationError } from '../errors';
import { newTotpSecret, totpUri } from './totp';

/** The sign-in link the CLI prints works once, for a day. */
export const SETUP_TTL_MS = 24 * 60 * 60 * 1000;
/** The message (operator_console.password_short) names this number. */
export const OPERATOR_PASSWORD_MIN = 12;

/** Which field of an operator's account was wrong, and why (the console names each in the operator's language). */
export type OperatorProblem =
  | { field: 'email'; reason: 'invalid_email' | 'email_taken' }
  | { field: 'role'; reason: 'unknown_role' }
  | { field: 'tenants'; reason: 'needs_sites' }
  | { field: 'tenants'; reason: 'unknown_site'; sites: string[] };

/** A refused operator input: the CLI prints the message, the console answers with the problem's field. */
export class OperatorInputError extends Error {
  override name = 'OperatorInputError';
  constructor(
    message: string,
    readonly problem?: OperatorProblem,
  ) {
    super(message);
  }
}

function isRole(value: string): value is OperatorRole {
  return (OPERATOR_ROLES as readonly string[]).includes(value);
}

/**
 * The one check of a role and its sites, for the CLI and the console alike: the role must exist,
 * the sites must be sites of the deploy, and only owners may have none (every site).
 */
export function checkRoleAndSites(
  input: { role: string; tenants: readonly string[] },
  knownSites: readonly string[],
): { role: OperatorRole; tenants: string[] } {
  const { role } = input;
  if (!isRole(role)) throw new OperatorInputError(`--role: "${role}" is not one of ${OPERATOR_ROLES.join(', ')}`, { field: 'role', reason: 'unknown_role' });
  const tenants = [...new Set(input.tenants.map((id) => id.trim()).filter(Boolean))];
  const unknown = tenants.filter((id) => !knownSites.includes(id));
  if (unknown.length) {
    throw new OperatorInputError(`--tenants: no site ${unknown.join(', ')} (sites: ${knownSites.join(', ')})`, {
      field: 'tenants',
      reason: 'unknown_site',
      sites: unknown,
    });
  }
  if (role !== 'owner' && !tenants.length) {
    throw new OperatorInputError('--tenants: a manager, moderator or support operator needs their sites', { field: 'tenants', reason: 'needs_sites' });
  }
  return { role, tenants };
}

export interface NewOperator {
  operator: Operator;
  /** Goes into the sign-in link; only its hash is stored. */
  setupToken: string;
  /** otpauth://totp/… for the authenticator app. */
  totpUri: string;
}

/** Creates an operator (CLI and console): `knownSites` are the deploy's sites the account may be given. */
export async function createOperator(
  db: Db,
  secrets: Secrets,
  input: { email: string; role: string; tenants: readonly string[]; now: Date },
  knownSites: readonly string[],
): Promise<NewOperator> {
  const email = normalizeEmail(input.email);
  if (!/^[^@\s]+@[^@\s]+$/.test(email) || email.length > 254) {
    throw new OperatorInputError(`--email: "${input.email}" is not an e-mail address`, { field: 'email', reason: 'invalid_email' });
  }
  const { role, tenants } = checkRoleAndSites(input, knownSites);
  const { secret, sealed } = newTotpSecret(secrets);
  const setupToken = newToken();
  const [operator] = await db
    .insert(operators)
    .values({
      email,
      role,
      tenants,
      totpSecret: sealed,
      setupTokenHash: hashToken(setupToken),
      setupExpiresAt: new Date(input.now.getTime() + SETUP_TTL_MS),
    })
    .onConflictDoNothing({ target: operators.email })
    .returning();
  // The unique index on the address decides, also between two requests at once.
  if (!operator) throw new OperatorInputError(`an operator with the e-mail ${email} exists already`, { field: 'email', reason: 'email_taken' });
  return { operator, setupToken, totpUri: totpUri(email, secret) };
}

/** The sign-in link: sets the password once; the link then stops working. */
export async function setOperatorPassword(db: Db, input: { token: string; password: string; now: Date }): Promise<Operator> {
  if (input.password.length < OPERATOR_PASSWORD_MIN) {
    throw new ValidationError({ password: { key: 'operator_console.password_short' } });
  }
  const passwordHash = await hashPassword(input.password.slice(0, 1024));
  const [operator] = await db
    .update(operators)
    .set({ passwordHash, setupTokenHash: null, setupExpiresAt: null })
    .where(and(eq(operators.setupTokenHash, hashToken(input.token)), gt(operators.setupExpiresAt, input.now)))
    .returning();
  if (!operator) throw new DomainError(410, 'link_expired', 'operator_console.link_expired');
  return operator;
}
