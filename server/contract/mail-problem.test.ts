import { describe, expect, it } from 'vitest';
import { mailProblem } from './mail-problem';

describe('why mail no longer reaches a member', () => {
  it('knows why mail stopped: a bounce or a spam report stops the address, a link stops mails about people', () => {
    expect(mailProblem({ email_disabled: 'bounce', email_unsubscribed: [] })).toBe('bounce');
    expect(mailProblem({ email_disabled: 'fbl', email_unsubscribed: ['like'] })).toBe('fbl');
    expect(mailProblem({ email_disabled: null, email_unsubscribed: ['new_messages'] })).toBe('unsubscribed');
    expect(mailProblem({ email_disabled: null, email_unsubscribed: [] })).toBeNull();
  });

  it('says nothing of offers or news the member turned off with a link: that was their wish', () => {
    expect(mailProblem({ email_disabled: null, email_unsubscribed: ['promotions', 'news', 'weekly_updates', 'reminders'] })).toBeNull();
  });
});
