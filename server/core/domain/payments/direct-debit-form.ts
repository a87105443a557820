import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
// The "max" metadata knows number types, so a landline (which cannot receive the code) is refused.
import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { throwIfErrors } from '../accounts/validation';
import type { ValidationError } from '../errors';
import { SEPA_COUNTRIES } from '#server/contract/currencies';

type FieldErrors = ConstructorParameters<typeof ValidationError>[0];

const TEXT_FIELDS = ['account_holder', 'iban', 'street', 'house_number', 'postal_code', 'city', 'mobile'] as const;

/** The direct debit form as the member filled it in (the API's field names). */
export type DirectDebitForm = Record<(typeof TEXT_FIELDS)[number], string> & { authorised: boolean };

/** The checked form, normalised for the mandate and the SMS. */
export interface DirectDebitDetails {
  accountHolder: string;
  /** Electronic format: no spaces, capitals. */
  iban: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  /** E.164. */
  mobile: string;
  /** For the member's eyes, e.g. "+49 151 12345678". */
  mobileDisplay: string;
}

const MOBILE_TYPES = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

function checkIban(value: string, errors: FieldErrors): string {
  const iban = electronicFormatIBAN(value) ?? '';
  if (!isValidIBAN(iban)) errors.iban = { key: 'direct_debit.iban_invalid' };
  else if (!SEPA_COUNTRIES.includes(iban.slice(0, 2))) errors.iban = { key: 'direct_debit.iban_not_sepa' };
  return iban;
}

/** A number as typed ("0151 1234 5678") is read in the member's country; "+31 6…" works anywhere. */
function checkMobile(value: string, country: string, errors: FieldErrors) {
  const phone = parsePhoneNumberFromString(value, isSupportedCountry(country) ? country : undefined);
  if (!phone?.isValid() || !MOBILE_TYPES.has(phone.getType() ?? '')) {
    errors.mobile = { key: 'direct_debit.mobile_invalid' };
    return undefined;
  }
  return phone;
}

/** Every field is required, the IBAN must be a valid euro-area one, the mobile number real, the box ticked. */
export function checkDirectDebitForm(form: DirectDebitForm, country: string): DirectDebitDetails {
  const errors: FieldErrors = {};
  const value = Object.fromEntries(TEXT_FIELDS.map((field) => [field, form[field].trim()])) as Record<(typeof TEXT_FIELDS)[number], string>;
  for (const field of TEXT_FIELDS) if (!value[field]) errors[field] = { key: 'direct_debit.required' };
  const iban = errors.iban ? '' : checkIban(value.iban, errors);
  const phone = errors.mobile ? undefined : checkMobile(value.mobile, country, errors);
  if (!form.authorised) errors.authorised = { key: 'direct_debit.authorisation_required' };
  throwIfErrors(errors);
  return {
    accountHolder: value.account_holder,
    iban,
    street: value.street,
    houseNumber: value.house_number,
    postalCode: value.postal_code,
    city: value.city,
    mobile: phone?.number ?? '',
    mobileDisplay: phone?.formatInternational() ?? '',
  };
}
