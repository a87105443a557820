import { style } from '@vanilla-extract/css';
import { vars } from '#themes';
import { media } from '#themes/tokens';

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '6px 12px',
  padding: '8px 16px',
  background: vars.color.primary,
  color: vars.color.primaryContrast,
  fontSize: 14,
  textAlign: 'center',
  '@media': { [media.md]: { fontSize: 15 } },
});
/** The chat layout is full screen: the banner must not grow or shrink with the conversation. */
export const bannerFixed = style([banner, { flexShrink: 0 }]);
export const text = style({ fontWeight: 600 });
export const countdown = style({
  display: 'inline-block',
  minWidth: '8ch',
  padding: '1px 8px',
  borderRadius: vars.radius.pill,
  background: 'rgba(0, 0, 0, .22)',
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '.02em',
});
export const cta = style({
  padding: '4px 14px',
  borderRadius: vars.radius.pill,
  background: vars.color.primaryContrast,
  color: vars.color.primary,
  fontWeight: 700,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  ':hover': { filter: 'brightness(.95)' },
});

export const modalBody = style({ display: 'grid', gap: 12, justifyItems: 'center', textAlign: 'center' });
export const modalBadge = style({
  display: 'grid',
  placeItems: 'center',
  width: 96,
  height: 96,
  borderRadius: '50%',
  background: vars.color.primary,
  color: vars.color.primaryContrast,
  fontSize: '1.75rem',
  fontWeight: 800,
});
export const modalCountdown = style({ fontSize: '1.75rem', fontWeight: 800, fontVariantNumeric: 'tabular-nums', color: vars.color.primary });
export const modalText = style({ margin: 0 });
/** The offer first and wide; "later" beneath it, so both fit a phone without wrapping oddly. */
export const modalCta = style({ width: '100%', maxWidth: 320 });
