/**
 * A drag counts as a swipe once it went this far sideways: far enough that a tap or a wobbly
 * vertical scroll never turns the photo, short enough for a thumb's flick on a phone.
 */
export const SWIPE_DISTANCE = 50;

/** Which way a finished drag turns the photos: +1 next (dragged to the left), -1 previous, 0 none. */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** The photo `step` places on from `index`, round the ends: after the last comes the first. */
export function stepIndex(index: number, step: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + step) % total) + total) % total;
}

/** The photo a key shows (←, →, Home, End), or null for any other key. */
export function indexForKey(key: string, index: number, total: number): number | null {
  switch (key) {
    case 'ArrowLeft':
      return stepIndex(index, -1, total);
    case 'ArrowRight':
      return stepIndex(index, 1, total);
    case 'Home':
      return 0;
    case 'End':
      return Math.max(0, total - 1);
    default:
      return null;
  }
}
