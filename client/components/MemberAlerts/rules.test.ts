import { describe, expect, it } from 'vitest';
import { nextMemberAlert } from './rules';

describe('the members area’s one alert at a time', () => {
  it('puts stopped mail before the profile, and the profile before push', () => {
    expect(nextMemberAlert({ disabledNotifications: true, enrich: true })).toBe('disabled-notifications');
    expect(nextMemberAlert({ disabledNotifications: false, enrich: true })).toBe('enrich');
    expect(nextMemberAlert({ disabledNotifications: false, enrich: false })).toBe('push');
  });
});
