import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES, type NotificationType } from '#server/contract/profile-fields';
import { maskEmail, presentNotificationSettings, presentUnsubscribe } from './notifications';

const allOn = Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, null])) as Record<NotificationType, null>;

describe('notification settings presenter', () => {
  it('gives each type its e-mail state and reason, push only where the type has one', () => {
    const since = new Date('2026-03-01T10:00:00Z');
    const answer = presentNotificationSettings({
      off: { ...allOn, like: 'unsubscribe', news: 'member', new_messages: 'fbl' },
      pushDisabled: ['new_conversations'],
      email: 'anna@example.org',
      emailDisabled: 'fbl',
      emailDisabledAt: since,
      devices: 2,
    });
    expect(answer.notifications.map((entry) => entry.type)).toEqual([...NOTIFICATION_TYPES]);
    expect(answer.notifications.slice(0, 3)).toEqual([
      { type: 'new_conversations', enabled: true, reason: null, push: false },
      { type: 'new_messages', enabled: false, reason: 'fbl', push: true },
      { type: 'like', enabled: false, reason: 'unsubscribe', push: true },
    ]);
    expect(answer.notifications.find((entry) => entry.type === 'news')).toEqual({ type: 'news', enabled: false, reason: 'member', push: null });
    expect(answer.email).toEqual({ address: 'anna@example.org', disabled: 'fbl', since: '2026-03-01T10:00:00.000Z' });
    expect(answer.push).toEqual({ devices: 2 });
  });

  it('masks the address on the unsubscribe page', () => {
    expect(maskEmail('anna.berg@example.org')).toBe('an…@example.org');
    expect(maskEmail('al@example.org')).toBe('a…@example.org');
    expect(maskEmail('ö@example.org')).toBe('ö…@example.org');
    expect(presentUnsubscribe({ type: 'like', off: null, email: 'anna@example.org' })).toEqual({
      unsubscribe: { type: 'like', enabled: true, reason: null, address: 'an…@example.org' },
    });
  });
});
