import { describe, expect, it } from 'vitest';
import { companySchema } from './schema';

const company = {
  id: 'amora-media',
  name: 'Amora Media B.V.',
  address: 'Keizersgracht 221',
  postal_code: '1016 DV',
  city: 'Amsterdam',
  country: 'NL',
  registration_number: 'KvK 81234567',
  support_phone: '+31 20-123 4567',
  support_email: 'support@amora-media.example',
  added: '2024-03-15',
};

describe('a company’s SEPA Creditor Identifier', () => {
  it('is optional, and taken when its check digits hold', () => {
    expect(companySchema.parse(company).sepa_creditor_id).toBeUndefined();
    // The Bundesbank's published test identifier, and one with a business code other than ZZZ.
    expect(companySchema.parse({ ...company, sepa_creditor_id: 'DE98ZZZ09999999999' }).sepa_creditor_id).toBe('DE98ZZZ09999999999');
    expect(companySchema.parse({ ...company, sepa_creditor_id: 'NL82ABC812345670000' }).sepa_creditor_id).toBe('NL82ABC812345670000');
  });

  it('is refused with a typo or in another shape, naming the problem', () => {
    expect(companySchema.safeParse({ ...company, sepa_creditor_id: 'NL83ZZZ812345670000' }).error?.issues[0]?.message).toBe('has wrong check digits');
    expect(companySchema.safeParse({ ...company, sepa_creditor_id: 'nl82zzz812345670000' }).error?.issues[0]?.message).toMatch(/SEPA Creditor Identifier/);
  });
});
