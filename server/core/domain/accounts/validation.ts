import { z } from 'zod';
import mailSpellChecker from '@zootools/email-spell-checker';
import { dictionary } from '@zxcvbn-ts/language-common';
import { ValidationError } from '../errors';
import { ageOn, MIN_AGE, OLDEST_AGE } from '#server/contract/age';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const COMMON_PASSWORDS = new Set((dictionary['passwords-common'] as string[]).map((password) => password.toLowerCase()));
const EMAIL = z.email();
const USERNAME = /^[\p{L}\p{N}][\p{L}\p{N} ._-]{1,29}$/u;

type FieldErrors = ConstructorParameters<typeof ValidationError>[0];

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** "Invalid email" (docs/product.md#accounts-validation) with a did-you-mean suggestion for typos such as gmial.com. */
export function checkEmail(email: string, errors: FieldErrors, extra: Record<string, unknown>, field = 'email'): void {
  const suggestion = mailSpellChecker.run({ email })?.full;
  if (!EMAIL.safeParse(email).success) {
    errors[field] = { key: 'accounts.invalid_email' };
    if (suggestion) extra.suggestion = suggestion;
  } else if (suggestion && suggestion !== email) {
    extra.suggestion = suggestion;
  }
}

export function checkPassword(password: string, errors: FieldErrors, field = 'password'): void {
  if (password.length < PASSWORD_MIN) errors[field] = { key: 'accounts.password_short', values: { min: PASSWORD_MIN } };
  else if (password.length > PASSWORD_MAX) errors[field] = { key: 'accounts.password_long', values: { max: PASSWORD_MAX } };
  else if (COMMON_PASSWORDS.has(password.toLowerCase())) errors[field] = { key: 'accounts.password_common' };
}

export function checkUsername(name: string, email: string, errors: FieldErrors): void {
  // An empty name would otherwise read as "the same as your e-mail address" when that is empty too.
  if (!name) errors.name = { key: 'accounts.name_required' };
  else if (name.startsWith('@')) errors.name = { key: 'accounts.name_at' };
  else if (normalizeEmail(name) === normalizeEmail(email)) errors.name = { key: 'accounts.name_is_email' };
  else if (!USERNAME.test(name)) errors.name = { key: 'accounts.name_invalid' };
}

export function checkDateOfBirth(value: string, today: Date, errors: FieldErrors): void {
  if (!value) {
    errors.date_of_birth = { key: 'accounts.dob_required', values: { min_age: MIN_AGE } };
    return;
  }
  const valid =
    /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
  const age = valid ? ageOn(value, today) : -1;
  if (!valid || age > OLDEST_AGE || age < 0) errors.date_of_birth = { key: 'accounts.dob_invalid' };
  else if (age < MIN_AGE) errors.date_of_birth = { key: 'accounts.dob_required', values: { min_age: MIN_AGE } };
}

export function throwIfErrors(errors: FieldErrors, extra: Record<string, unknown> = {}): void {
  if (Object.keys(errors).length) throw new ValidationError(errors, extra);
}
