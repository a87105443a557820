import { describe, expect, it } from 'vitest';
import { listTime, messageTime } from './time';

// Tuesday 24 November 2026, 09:30 in Amsterdam (08:30 UTC).
const NOW = Date.parse('2026-11-24T08:30:00Z');
const AMSTERDAM = 'Europe/Amsterdam';

describe('messageTime', () => {
  it('shows the time of day in the member’s zone and language', () => {
    expect(messageTime('2026-11-24T13:02:00Z', 'nl', AMSTERDAM)).toBe('14:02');
    expect(messageTime('2026-11-24T13:02:00Z', 'en', 'UTC')).toBe('1:02 PM');
  });
});

describe('listTime', () => {
  it('shows today’s messages by their time', () => {
    expect(listTime('2026-11-24T07:45:00Z', NOW, 'de', AMSTERDAM)).toBe('8:45');
  });

  it('counts days in the member’s zone, not the server’s: 23:30 UTC the day before is today in Amsterdam', () => {
    expect(listTime('2026-11-23T23:30:00Z', NOW, 'de', AMSTERDAM)).toBe('0:30');
    expect(listTime('2026-11-23T23:30:00Z', NOW, 'de', 'UTC')).toBe('Gestern');
  });

  it('says yesterday in the member’s language, capitalised', () => {
    expect(listTime('2026-11-23T12:00:00Z', NOW, 'en', AMSTERDAM)).toBe('Yesterday');
    expect(listTime('2026-11-23T12:00:00Z', NOW, 'fr', AMSTERDAM)).toBe('Hier');
  });

  it('names the weekday within the week, then the date, with the year only when it is another', () => {
    expect(listTime('2026-11-19T12:00:00Z', NOW, 'en', AMSTERDAM)).toBe('Thu');
    expect(listTime('2026-11-17T12:00:00Z', NOW, 'en', AMSTERDAM)).toBe('Nov 17');
    expect(listTime('2026-11-17T12:00:00Z', NOW, 'nl', AMSTERDAM)).toBe('17 nov');
    expect(listTime('2025-12-30T12:00:00Z', NOW, 'en', AMSTERDAM)).toBe('12/30/25');
  });
});
