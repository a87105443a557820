import { describe, expect, it } from 'vitest';
import { DISABLED_NOTIFICATIONS_ALERT_PAUSE_MS, shouldShowDisabledNotificationsAlert } from './rules';

const now = Date.parse('2026-06-01T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000).toISOString();

describe('the disabled-notifications alert', () => {
  it('shows while mail is stopped and never dismissed', () => {
    expect(shouldShowDisabledNotificationsAlert({ problem: 'bounce', since: hoursAgo(2), dismissedAt: null, now })).toBe(true);
    expect(shouldShowDisabledNotificationsAlert({ problem: null, since: null, dismissedAt: null, now })).toBe(false);
  });

  it('rests for a month after "not now", then shows again while mail is still stopped', () => {
    const dismissedAt = new Date(now - DISABLED_NOTIFICATIONS_ALERT_PAUSE_MS + 60_000).toISOString();
    const since = new Date(now - DISABLED_NOTIFICATIONS_ALERT_PAUSE_MS - 60_000).toISOString();
    expect(shouldShowDisabledNotificationsAlert({ problem: 'fbl', since, dismissedAt, now })).toBe(false);
    expect(shouldShowDisabledNotificationsAlert({ problem: 'fbl', since, dismissedAt, now: now + 60_000 })).toBe(true);
    expect(shouldShowDisabledNotificationsAlert({ problem: 'unsubscribed', since: null, dismissedAt, now })).toBe(false);
  });

  it('comes back at once when the address is stopped again after the member closed it', () => {
    expect(shouldShowDisabledNotificationsAlert({ problem: 'bounce', since: hoursAgo(1), dismissedAt: hoursAgo(3), now })).toBe(true);
    expect(shouldShowDisabledNotificationsAlert({ problem: 'bounce', since: hoursAgo(3), dismissedAt: hoursAgo(1), now })).toBe(false);
  });

  it('treats an unreadable stored value as never dismissed', () => {
    expect(shouldShowDisabledNotificationsAlert({ problem: 'bounce', since: null, dismissedAt: 'soon', now })).toBe(true);
  });
});
