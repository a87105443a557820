import { describe, expect, it } from 'vitest';
import { isoWeek } from './digests';

describe('the weekly update’s week', () => {
  it('is the ISO week, whose year is its Thursday’s', () => {
    expect(isoWeek(new Date('2026-01-01T12:00:00Z'))).toBe('2026-W01');
    expect(isoWeek(new Date('2024-12-30T00:00:00Z'))).toBe('2025-W01');
    expect(isoWeek(new Date('2027-01-01T23:59:59Z'))).toBe('2026-W53');
    expect(isoWeek(new Date('2026-11-22T23:59:59Z'))).toBe('2026-W47');
    expect(isoWeek(new Date('2026-11-23T00:00:00Z'))).toBe('2026-W48');
  });
});
