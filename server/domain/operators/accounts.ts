import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { operators, type Operator, type OperatorRole } from '#server/db/schema';
import type { Secrets } from '#server/secrets';
import { hashPassword } from '../accounts/password';
import { hashToken, newToken } from '../accounts/tokens';
import { normalizeEmail } from '../accounts/validation';
import { DomainError, ValidationError } from '../errors';
import { newTotpSecret, totpUri } from './totp';

/** The sign-in link the CLI prints works once, for a day. */
export const SETUP_TTL_MS = 24 * 60 * 60 * 1000;
/** The message (operator_console.password_short) names this number. */
export const OPERATOR_PASSWORD_MIN = 12;

export class OperatorInputError extends Error {
  override name = 'OperatorInputError';
}

export interface NewOperator {
  operator: Operator;
  /** Goes into the sign-in link; only its hash is stored. */
  setupToken: string;
  /** otpauth://totp/… for the authenticator app. */
  totpUri: string;
}

/** Creates an operator; only owners may have no site list (all sites). */
export async function createOperator(
  db: Db,
  secrets: Secrets,
  input: { email: string; role: OperatorRole; tenants: string[]; now: Date },
): Promise<NewOperator> {
  const email = normalizeEmail(input.email);
  if (!/^[^@\s]+@[^@\s]+$/.test(email)) throw new OperatorInputError(`--email: "${input.email}" is not an e-mail address`);
  if (input.role !== 'owner' && !input.tenants.length) throw new OperatorInputError('--tenants: a manager, moderator or support operator needs their sites');
  const [existing] = await db.select({ id: operators.id }).from(operators).where(eq(operators.email, email));
  if (existing) throw new OperatorInputError(`an operator with the e-mail ${email} exists already`);
  const { secret, sealed } = newTotpSecret(secrets);
  const setupToken = newToken();
  const [operator] = await db
    .insert(operators)
    .values({
      email,
      role: input.role,
      tenants: input.tenants,
      totpSecret: sealed,
      setupTokenHash: hashToken(setupToken),
      setupExpiresAt: new Date(input.now.getTime() + SETUP_TTL_MS),
    })
    .returning();
  if (!operator) throw new Error('operator insert returned nothing');
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
