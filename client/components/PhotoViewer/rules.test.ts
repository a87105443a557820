import { describe, expect, it } from 'vitest';
import { indexForKey, stepIndex, swipeStep, SWIPE_DISTANCE } from './rules';

describe('the photo viewer (docs/product.md#profile-view)', () => {
  it.each([
    [-120, 10, 1],
    [120, -10, -1],
    [-SWIPE_DISTANCE, 0, 1],
    [SWIPE_DISTANCE - 1, 0, 0],
    [0, 0, 0],
    // Mostly down or up: a scroll, not a swipe.
    [-80, 120, 0],
    [80, 80, 0],
  ])('a drag of %d px across and %d px down turns %d', (dx, dy, step) => {
    expect(swipeStep(dx, dy)).toBe(step);
  });

  it('goes round the ends', () => {
    expect(stepIndex(4, 1, 5)).toBe(0);
    expect(stepIndex(0, -1, 5)).toBe(4);
    expect(stepIndex(2, 1, 5)).toBe(3);
    expect(stepIndex(0, 1, 1)).toBe(0);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });

  it('follows the arrow keys, Home and End, and leaves other keys alone', () => {
    expect(indexForKey('ArrowRight', 1, 5)).toBe(2);
    expect(indexForKey('ArrowLeft', 0, 5)).toBe(4);
    expect(indexForKey('Home', 3, 5)).toBe(0);
    expect(indexForKey('End', 0, 5)).toBe(4);
    expect(indexForKey('Enter', 0, 5)).toBeNull();
    expect(indexForKey('Tab', 0, 5)).toBeNull();
  });
});
