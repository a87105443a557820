import { describe, expect, it } from 'vitest';
import { PUSH_ALERT_PAUSE_MS, shouldShowPushAlert } from './rules';

const now = Date.parse('2025-06-01T12:00:00Z');

describe('the push alert', () => {
  it('asks a member whose browser can take push and has none', () => {
    expect(shouldShowPushAlert({ status: 'unsubscribed', dismissedAt: null, now })).toBe(true);
  });

  it('stays away where push is on, refused, impossible or not known yet', () => {
    for (const status of ['subscribed', 'denied', 'unsupported', 'install', 'unknown'] as const) {
      expect(shouldShowPushAlert({ status, dismissedAt: null, now })).toBe(false);
    }
  });

  it('rests for a month after "not now", then asks again', () => {
    const dismissedAt = new Date(now - PUSH_ALERT_PAUSE_MS + 60_000).toISOString();
    expect(shouldShowPushAlert({ status: 'unsubscribed', dismissedAt, now })).toBe(false);
    expect(shouldShowPushAlert({ status: 'unsubscribed', dismissedAt, now: now + 60_000 })).toBe(true);
  });

  it('treats an unreadable stored value as never dismissed', () => {
    expect(shouldShowPushAlert({ status: 'unsubscribed', dismissedAt: 'yesterday', now })).toBe(true);
  });
});
