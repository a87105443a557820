import { eq } from 'drizzle-orm';
import { profiles, users, type TrackingData } from '#server/platform/db/schema';
import { OPT_IN_NOTIFICATION_TYPES } from '#server/contract/profile-fields';
import { siteTermsVersion } from '#server/platform/tenancy/company';
import { applyCreditChange } from '../credits/ledger';
import { DomainError } from '../errors';
import type { AccountDeps, SiteRequest, User } from './context';
import { lookUpAddress } from './guard';
import { isUniqueViolation } from './lookup';
import { queueTokenMail } from './mail';
import { hashPassword } from './password';
import { createSession } from './sessions';
import { checkDateOfBirth, checkEmail, checkPassword, checkUsername, throwIfErrors } from './validation';

export interface SignupInput {
  email: string;
  name: string;
  password: string;
  date_of_birth: string;
  gender: 'male' | 'female' | '';
  sexuality: 'hetero' | 'gay' | 'lesbian' | 'bi' | '';
  signup_message?: { profile_id: number; text: string } | undefined;
  tracking: TrackingData;
}

/** Sign-up is open (all), needs a traffic source (with_trafficsource), or is invite-only (docs/product.md#accounts-signup). */
export function assertSignupAllowed(request: SiteRequest, tracking: TrackingData): void {
  const { signups } = request.site.tenant;
  if (signups === 'all' || (signups === 'with_trafficsource' && tracking.network)) return;
  throw new DomainError(403, 'invite_only', 'accounts.invite_only', { site: request.site.tenant.name });
}

function validate(input: SignupInput, today: Date): void {
  const errors: Parameters<typeof throwIfErrors>[0] = {};
  const extra: Record<string, unknown> = {};
  checkEmail(input.email, errors, extra);
  checkUsername(input.name, input.email, errors);
  checkPassword(input.password, errors);
  checkDateOfBirth(input.date_of_birth, today, errors);
  if (!input.gender) errors.gender = { key: 'accounts.choose_option' };
  if (!input.sexuality) errors.sexuality = { key: 'accounts.choose_option' };
  throwIfErrors(errors, extra);
}

async function assertEmailFree(deps: AccountDeps, request: SiteRequest, email: string): Promise<void> {
  const existing = await lookUpAddress(deps, request, email, (found) => found !== undefined);
  if (existing?.status === 'pending_deletion') throw new DomainError(409, 'pending_deletion', 'accounts.pending_deletion');
  if (existing) throw new DomainError(409, 'email_taken', 'accounts.email_taken');
}

/**
 * Creates the account (unconfirmed, profile hidden until the e-mail is confirmed), grants the
 * tenant's signup credits once, queues the activation mail (with the account: a mail server that
 * is down fails no sign-up) and starts a session.
 */
export async function signUp(deps: AccountDeps, request: SiteRequest, input: SignupInput): Promise<{ user: User; sessionToken: string }> {
  const { tenant } = request.site;
  assertSignupAllowed(request, input.tracking);
  if (await deps.limits.blockedFor('signupPerIp', request.ip)) throw new DomainError(429, 'too_many_requests', 'accounts.too_many_signups');
  const now = deps.now();
  validate(input, now);
  await assertEmailFree(deps, request, input.email);
  const passwordHash = await hashPassword(input.password);

  let created: User;
  try {
    created = await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          tenantId: tenant.id,
          email: input.email.trim(),
          passwordHash,
          language: request.language,
          // Marketing mail only after an opt-in (docs/decisions/0086-notification-mail.md).
          notificationsDisabled: [...OPT_IN_NOTIFICATION_TYPES],
          tracking: input.tracking,
          signupMessage: input.signup_message ? { profileId: input.signup_message.profile_id, text: input.signup_message.text } : null,
          signupDate: now,
          // Signing up is accepting the terms (the form's acceptance line): which version, and when.
          termsVersion: siteTermsVersion(request.site),
          termsAcceptedAt: now,
        })
        .returning();
      if (!user) throw new Error('user insert returned nothing');
      await tx.insert(profiles).values({
        userId: user.id,
        tenantId: tenant.id,
        name: input.name.trim(),
        gender: input.gender as 'male' | 'female',
        sexuality: input.sexuality as 'hetero',
        dateOfBirth: input.date_of_birth,
        country: request.country,
      });
      if (tenant.signup_credits > 0) {
        await applyCreditChange(tx, { tenantId: tenant.id, userId: user.id, amount: tenant.signup_credits, reason: 'signup_bonus', reference: 'signup' });
      }
      const [fresh] = await tx.select().from(users).where(eq(users.id, user.id));
      await queueTokenMail(tx, deps, request, fresh as User, { tokenKind: 'activation', mailKind: 'activation' });
      return fresh as User;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(409, 'email_taken', 'accounts.email_taken');
    throw error;
  }
  await deps.limits.consume('signupPerIp', request.ip);
  const sessionToken = await createSession(deps.db, created.id, tenant.id, now);
  return { user: created, sessionToken };
}
