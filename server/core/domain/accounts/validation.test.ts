import { describe, expect, it } from 'vitest';
import { MIN_AGE } from '#server/contract/age';
import { checkDateOfBirth, checkEmail, checkPassword, checkUsername, normalizeEmail } from './validation';

type Errors = Parameters<typeof checkPassword>[1];

/** The field errors one check records. */
function errorsOf(check: (errors: Errors) => void): Errors {
  const errors: Errors = {};
  check(errors);
  return errors;
}

const TODAY = new Date('2026-06-15T10:00:00Z');
const adultRequired = { date_of_birth: { key: 'accounts.dob_required', values: { min_age: MIN_AGE } } };
const invalidDate = { date_of_birth: { key: 'accounts.dob_invalid' } };

describe('checkDateOfBirth', () => {
  it.each([
    ['2008-06-15', {}],
    ['1990-01-31', {}],
    ['1906-06-15', {}],
    ['2008-06-16', adultRequired],
    ['2020-01-01', adultRequired],
    ['', adultRequired],
    ['2026-06-16', invalidDate],
    ['1905-06-14', invalidDate],
    ['2001-02-29', invalidDate],
    ['2000-13-01', invalidDate],
    ['15.06.1990', invalidDate],
    ['1990-6-15', invalidDate],
  ])('%j on 2026-06-15 gives %j', (value, errors) => {
    expect(errorsOf((found) => checkDateOfBirth(value, TODAY, found))).toEqual(errors);
  });
});

describe('checkPassword', () => {
  it.each([
    ['Velvet-Harbour-82', {}],
    ['short1!', { password: { key: 'accounts.password_short', values: { min: 8 } } }],
    ['x'.repeat(129), { password: { key: 'accounts.password_long', values: { max: 128 } } }],
    ['password', { password: { key: 'accounts.password_common' } }],
    ['PASSWORD', { password: { key: 'accounts.password_common' } }],
  ])('%j gives %j', (password, errors) => {
    expect(errorsOf((found) => checkPassword(password, found))).toEqual(errors);
  });
});

describe('checkUsername', () => {
  it.each([
    ['Anna', 'anna@example.org', {}],
    ['Zoë 84', 'zoe@example.org', {}],
    ['jan_de.vries-2', 'jan@example.org', {}],
    ['', 'anna@example.org', { name: { key: 'accounts.name_required' } }],
    ['', '', { name: { key: 'accounts.name_required' } }],
    ['@anna', 'anna@example.org', { name: { key: 'accounts.name_at' } }],
    [' Anna@Example.org', 'anna@example.org', { name: { key: 'accounts.name_is_email' } }],
    ['A', 'a@example.org', { name: { key: 'accounts.name_invalid' } }],
    ['-anna', 'a@example.org', { name: { key: 'accounts.name_invalid' } }],
    ['anna<script>', 'a@example.org', { name: { key: 'accounts.name_invalid' } }],
    ['a'.repeat(31), 'a@example.org', { name: { key: 'accounts.name_invalid' } }],
  ])('%j (address %s) gives %j', (name, email, errors) => {
    expect(errorsOf((found) => checkUsername(name, email, found))).toEqual(errors);
  });
});

describe('checkEmail', () => {
  it('accepts an address and suggests a fix for a typing error in a common domain', () => {
    const extra: Record<string, unknown> = {};
    expect(errorsOf((found) => checkEmail('anna@example.org', found, extra))).toEqual({});
    expect(extra).toEqual({});
    const typo: Record<string, unknown> = {};
    expect(errorsOf((found) => checkEmail('anna@gmial.com', found, typo))).toEqual({});
    expect(typo).toEqual({ suggestion: 'anna@gmail.com' });
  });

  it('refuses what is no address, under the field it was asked for', () => {
    expect(errorsOf((found) => checkEmail('anna.example.org', found, {}))).toEqual({ email: { key: 'accounts.invalid_email' } });
    expect(errorsOf((found) => checkEmail('anna@', found, {}, 'new_email'))).toEqual({ new_email: { key: 'accounts.invalid_email' } });
  });

  it('compares addresses without case or surrounding spaces', () => {
    expect(normalizeEmail('  Anna@Example.ORG ')).toBe('anna@example.org');
  });
});
