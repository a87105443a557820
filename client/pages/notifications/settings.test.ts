import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '#server/contract/profile-fields';
import { applyChange, updateFor, type NotificationSetting, type NotificationSettings } from './settings';

const PUSH = ['new_conversations', 'new_messages', 'like'];

function settings(overrides: Partial<Record<string, Partial<NotificationSetting>>> = {}): NotificationSetting[] {
  return NOTIFICATION_TYPES.map((type) => ({ type, enabled: true, reason: null, push: PUSH.includes(type) ? true : null, ...overrides[type] }));
}

describe('a change on the notification settings page', () => {
  it('sends the whole state with the one switch changed', () => {
    const current = settings({ promotions: { enabled: false, reason: 'member' }, like: { push: false } });
    expect(updateFor(current, { type: 'news', channel: 'email', on: false })).toEqual({ disabled: ['promotions', 'news'], push_disabled: ['like'] });
    expect(updateFor(current, { type: 'promotions', channel: 'email', on: true })).toEqual({ disabled: [], push_disabled: ['like'] });
    expect(updateFor(current, { type: 'new_messages', channel: 'push', on: false })).toEqual({
      disabled: ['promotions'],
      push_disabled: ['like', 'new_messages'],
    });
    expect(updateFor(current, { type: 'like', channel: 'push', on: true })).toEqual({ disabled: ['promotions'], push_disabled: [] });
  });

  it('keeps a type an unsubscribe link turned off off, unless the member turns it back on', () => {
    const current = settings({ weekly_updates: { enabled: false, reason: 'unsubscribe' } });
    expect(updateFor(current, { type: 'like', channel: 'push', on: false }).disabled).toEqual(['weekly_updates']);
    expect(updateFor(current, { type: 'weekly_updates', channel: 'email', on: true }).disabled).toEqual([]);
  });

  it('does not count types paused with the whole address as turned off by the member', () => {
    const current = settings(Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, { enabled: false, reason: 'bounce' as const }])));
    expect(updateFor(current, { resume: true })).toEqual({ disabled: [], push_disabled: [], resume_email: true });
  });

  it('shows the change at once: a type turned off is off by the member, a resumed address sends again', () => {
    const paused: NotificationSettings = {
      notifications: settings({ news: { enabled: false, reason: 'fbl' }, promotions: { enabled: false, reason: 'member' } }),
      email: { address: 'kim@example.org', disabled: 'fbl', since: '2025-06-01T00:00:00.000Z' },
      push: { devices: 1 },
    };
    const resumed = applyChange(paused, { resume: true });
    expect(resumed.email).toEqual({ address: 'kim@example.org', disabled: null, since: null });
    expect(resumed.notifications.find((item) => item.type === 'news')).toMatchObject({ enabled: true, reason: null });
    expect(resumed.notifications.find((item) => item.type === 'promotions')).toMatchObject({ enabled: false, reason: 'member' });
    const off = applyChange(paused, { type: 'like', channel: 'email', on: false });
    expect(off.notifications.find((item) => item.type === 'like')).toMatchObject({ enabled: false, reason: 'member', push: true });
  });
});
