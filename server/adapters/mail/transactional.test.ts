import { describe, expect, it } from 'vitest';
import { maskEmail, maskIban } from './transactional';

describe('what security and SEPA mails show of an address or an account', () => {
  it('keeps the first letters and the top-level domain of an address, nothing more', () => {
    expect(maskEmail('anna.schmidt@example.org')).toBe('a•••@e•••.org');
    expect(maskEmail('x@mail.provider.co.uk')).toBe('x•••@m•••.uk');
    expect(maskEmail('"odd@local"@localhost')).toBe('"•••@l•••');
  });

  it('keeps the last four characters of an IBAN, however it was written', () => {
    expect(maskIban('DE89370400440532013000')).toBe('•••• 3000');
    expect(maskIban('NL91 ABNA 0417 1643 00')).toBe('•••• 4300');
  });
});
