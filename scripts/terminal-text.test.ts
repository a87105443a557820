import { describe, expect, it } from 'vitest';
import { complaintLines } from './complaint-lines';
import { printable } from './terminal-text';

/** Issue 11: member text printed in an operator's terminal cannot drive the terminal. */
describe('printable', () => {
  it('removes escape sequences, control characters and bidi overrides, keeping the words', () => {
    expect(printable('hello\u001b[2Jworld')).toBe('helloworld');
    expect(printable('\u001b[31;1mred\u001b[0m \u001b]0;pwned\u0007title \u001b]8;;https://evil.example\u001b\\link')).toBe(
      'red 0;pwnedtitle 8;;https://evil.examplelink',
    );
    expect(printable('invoice\u202egnp.exe')).toBe('invoicegnp.exe');
    expect(printable('\u2066a\u2069\u202ab\u202c')).toBe('ab');
    expect(printable('over\rwrite\u0008\u0007\u007f\u0085\u009b2J')).toBe('overwrite2J');
    expect(printable('two\nlines\tand tab, Grüße 👋 مرحبا')).toBe('two\nlines\tand tab, Grüße 👋 مرحبا');
  });

  it('is what the complaints listing prints for every member-supplied value', () => {
    const lines = complaintLines(
      {
        id: 7,
        tenantId: 'flirtlocal',
        reporterId: null,
        reporterEmail: 'visitor@example.org\u001b[8m',
        profileId: 42,
        messageId: null,
        reason: 'spam_or_scam',
        text: 'Look\u001b[2J at \u202ethis\r\nprofile',
        status: 'open',
        createdAt: new Date('2026-01-02T03:04:05Z'),
        resolution: null,
        resolvedAt: null,
        resolvedBy: null,
        operatorNote: null,
      },
      'Eve\u001b]0;hacked\u0007',
    );
    expect(lines).toEqual([
      '#7 2026-01-02T03:04 flirtlocal [open] spam_or_scam — profile 42 (Eve0;hacked) — from visitor@example.org',
      '    Look at this profile',
    ]);
    for (const line of lines) expect(line).not.toMatch(/\p{Cc}|[\u202a-\u202e\u2066-\u2069]/u);
  });
});
