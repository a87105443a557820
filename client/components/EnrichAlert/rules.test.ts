import { describe, expect, it } from 'vitest';
import { ENRICH_ALERT_PAUSE_MS, PROFILE_PART_LINKS, shouldShowEnrichAlert } from './rules';

const now = Date.parse('2026-06-01T12:00:00Z');

describe('the enrich alert', () => {
  it('asks a member whose profile lacks a photo, a text or interests', () => {
    expect(shouldShowEnrichAlert({ missing: ['photo'], dismissedAt: null, now })).toBe(true);
    expect(shouldShowEnrichAlert({ missing: ['about_me', 'interests'], dismissedAt: null, now })).toBe(true);
  });

  it('stays away from a complete profile', () => {
    expect(shouldShowEnrichAlert({ missing: [], dismissedAt: null, now })).toBe(false);
  });

  it('rests for a week after "not now", then asks again while something is still missing', () => {
    const dismissedAt = new Date(now - ENRICH_ALERT_PAUSE_MS + 60_000).toISOString();
    expect(shouldShowEnrichAlert({ missing: ['photo'], dismissedAt, now })).toBe(false);
    expect(shouldShowEnrichAlert({ missing: ['photo'], dismissedAt, now: now + 60_000 })).toBe(true);
    expect(shouldShowEnrichAlert({ missing: [], dismissedAt, now: now + 60_000 })).toBe(false);
  });

  it('treats an unreadable stored value as never dismissed', () => {
    expect(shouldShowEnrichAlert({ missing: ['interests'], dismissedAt: 'last week', now })).toBe(true);
  });

  it('leads each missing part to its own place on the member’s profile page', () => {
    expect(PROFILE_PART_LINKS).toEqual({ photo: '/profile#photos', about_me: '/profile#about-me', interests: '/profile#interests' });
  });
});
