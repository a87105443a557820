import { describe, expect, it } from 'vitest';
import { likesRefillAt, swipeDay } from './swipe';

describe('likesRefillAt', () => {
  it.each([
    ['2026-03-14T09:30:00.000Z', '2026-03-15T00:00:00.000Z'],
    ['2026-03-14T23:59:59.999Z', '2026-03-15T00:00:00.000Z'],
    // At midnight itself the new day's likes are there already: the next refill is a day away.
    ['2026-03-15T00:00:00.000Z', '2026-03-16T00:00:00.000Z'],
    ['2026-02-28T12:00:00.000Z', '2026-03-01T00:00:00.000Z'],
    ['2028-02-28T12:00:00.000Z', '2028-02-29T00:00:00.000Z'],
    ['2026-12-31T18:00:00.000Z', '2027-01-01T00:00:00.000Z'],
    // A European clock change is no UTC day's business: the day stays 24 hours.
    ['2026-03-29T00:30:00.000Z', '2026-03-30T00:00:00.000Z'],
  ])('at %s the likes come back at %s', (now, refill) => {
    expect(likesRefillAt(new Date(now)).toISOString()).toBe(refill);
  });

  it('is the start of the next swipe day', () => {
    const now = new Date('2026-07-01T21:15:00.000Z');
    const refill = likesRefillAt(now);
    expect(swipeDay(refill)).not.toBe(swipeDay(now));
    expect(swipeDay(new Date(refill.getTime() - 1))).toBe(swipeDay(now));
  });
});
