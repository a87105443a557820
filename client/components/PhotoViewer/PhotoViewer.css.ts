import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { media } from '#themes/tokens';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const moving = '(prefers-reduced-motion: no-preference)';

/**
 * Near-black and opaque on every site, as photo viewers are: the photo's own colours decide, not
 * the theme's, and no page shows through. The dialog is the full-screen layer itself (as Modal's),
 * the bar above the photo.
 */
export const viewer = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  maxHeight: 'none',
  margin: 0,
  padding: 0,
  border: 0,
  background: '#0c0c0e',
  color: '#ffffff',
  gridTemplateRows: 'auto minmax(0, 1fr)',
  overflow: 'hidden',
  ':focus': { outline: 'none' },
  selectors: { '&[open]': { display: 'grid' } },
  '@media': { [moving]: { animation: `${fadeIn} .15s ease-out` } },
});

globalStyle(`${viewer}::backdrop`, { background: 'transparent' });
// The page behind does not scroll while the photos are open.
globalStyle(`html:has(${viewer}[open])`, { overflow: 'hidden' });

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 16,
  padding: '12px 16px',
  paddingTop: 'max(12px, env(safe-area-inset-top))',
});

export const position = style({ margin: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums', letterSpacing: '.02em' });

/** Horizontal drags belong to the swipe; pinching still zooms. Room for the arrows beside the photo from tablets on. */
export const stage = style({
  minHeight: 0,
  padding: '0 0 16px',
  paddingBottom: 'max(16px, env(safe-area-inset-bottom))',
  touchAction: 'pan-y pinch-zoom',
  userSelect: 'none',
  WebkitUserSelect: 'none',
  '@media': { [media.md]: { padding: '0 80px 24px' } },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  '@media': { [moving]: { animation: `${fadeIn} .2s ease-out`, transition: 'transform .2s ease-out' } },
});

/** While a finger drags the photo it follows at once; it springs back (or the next one fades in) on release. */
export const dragging = style({ '@media': { [moving]: { transition: 'none' } } });

export const round = style({
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'rgba(255, 255, 255, .16)',
  color: '#ffffff',
  cursor: 'pointer',
  ':hover': { background: 'rgba(255, 255, 255, .28)' },
  ':focus-visible': { outline: '3px solid #ffffff', outlineOffset: 2 },
});

const side = { position: 'absolute', top: '50%', transform: 'translateY(-50%)' } as const;
export const previous = style({ ...side, left: 12, '@media': { [media.md]: { left: 20 } } });
export const next = style({ ...side, right: 12, '@media': { [media.md]: { right: 20 } } });

export const icon = style({ width: 24, height: 24, fill: 'none', stroke: 'currentColor', strokeWidth: 2.25, strokeLinecap: 'round', strokeLinejoin: 'round' });
