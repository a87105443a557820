import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors';
import { checkDirectDebitForm, type DirectDebitForm } from './direct-debit-form';

const FORM: DirectDebitForm = {
  account_holder: ' Greta Berg ',
  iban: 'de89 3704 0044 0532 0130 00',
  street: 'Lindenstraße',
  house_number: '12a',
  postal_code: '10115',
  city: 'Berlin',
  mobile: '0151 23456789',
  authorised: true,
};

/** The field errors the form is refused with, or {} when it passes. */
function refusal(form: DirectDebitForm, country = 'DE'): Record<string, string> {
  try {
    checkDirectDebitForm(form, country);
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(Object.entries(error.fieldKeys).map(([field, { key }]) => [field, key]));
  }
}

describe('checkDirectDebitForm', () => {
  it('normalises a good form for the mandate and the SMS', () => {
    expect(checkDirectDebitForm(FORM, 'DE')).toEqual({
      accountHolder: 'Greta Berg',
      iban: 'DE89370400440532013000',
      street: 'Lindenstraße',
      houseNumber: '12a',
      postalCode: '10115',
      city: 'Berlin',
      mobile: '+4915123456789',
      mobileDisplay: '+49 1512 3456789',
    });
  });

  it.each([
    ['a wrong check digit', { iban: 'DE88370400440532013000' }, { iban: 'direct_debit.iban_invalid' }],
    ['an IBAN outside the euro area', { iban: 'GB82WEST12345698765432' }, { iban: 'direct_debit.iban_not_sepa' }],
    ['a landline', { mobile: '030 12345678' }, { mobile: 'direct_debit.mobile_invalid' }],
    ['no number', { mobile: 'call me' }, { mobile: 'direct_debit.mobile_invalid' }],
    ['blank fields', { city: '  ', street: '' }, { city: 'direct_debit.required', street: 'direct_debit.required' }],
    ['no authorisation', { authorised: false }, { authorised: 'direct_debit.authorisation_required' }],
  ])('refuses %s', (_case, change, errors) => {
    expect(refusal({ ...FORM, ...change })).toEqual(errors);
  });

  it("reads a national number in the member's country, an international one anywhere", () => {
    expect(refusal({ ...FORM, mobile: '06 12345678' }, 'NL')).toEqual({});
    expect(checkDirectDebitForm({ ...FORM, mobile: '+31 6 12345678' }, 'DE').mobile).toBe('+31612345678');
  });
});
