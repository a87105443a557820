import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#themes';
import { HIDE_AFTER_MS, PROGRESS_MS } from './timing';

const reducedMotion = '(prefers-reduced-motion: reduce)';

/** Fast at first, then slower and slower, stopping at 90 % until the work is done. */
const creep = keyframes({ from: { transform: 'scaleX(0)' }, to: { transform: 'scaleX(0.9)' } });

const base = style({
  position: 'fixed',
  top: 0,
  insetInline: 0,
  // Above the sticky top bar, below modals (which have their own busy states).
  zIndex: 900,
  height: 3,
  background: vars.color.primary,
  boxShadow: `0 0 6px ${vars.color.primary}`,
  transformOrigin: 'left',
  pointerEvents: 'none',
});

/** How long the filled bar stays before it fades: long enough to be seen as done. */
const FILLED_MS = HIDE_AFTER_MS * 0.4;

export const bar = styleVariants({
  running: [
    base,
    {
      animation: `${creep} ${PROGRESS_MS}ms cubic-bezier(0.1, 0.7, 0.3, 1) forwards`,
      // Still there, without the sliding: a bar standing at 90 %.
      '@media': { [reducedMotion]: { animation: 'none', transform: 'scaleX(0.9)' } },
    },
  ],
  // Filled at once (Chromium would not carry the creeping's scale into a transition), then faded, within the hide delay.
  finishing: [
    base,
    {
      transform: 'scaleX(1)',
      opacity: 0,
      transition: `opacity ${HIDE_AFTER_MS - FILLED_MS}ms ease-in ${FILLED_MS}ms`,
      '@media': { [reducedMotion]: { transition: 'none', opacity: 1 } },
    },
  ],
});
