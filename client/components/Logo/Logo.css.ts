import { style } from '@vanilla-extract/css';
import { vars } from '#themes';
import { media } from '#themes/tokens';
import { GLYPH_STROKE } from '#server/contract/brand-mark';

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  textDecoration: 'none',
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontWeight: 700,
  fontSize: '1.0625rem',
  minWidth: 0,
  '@media': { [media.md]: { fontSize: '1.25rem' } },
});
export const mark = style({ width: 28, height: 28, flexShrink: 0, '@media': { [media.sm]: { width: 30, height: 30 }, [media.md]: { marginInlineEnd: 2 } } });
export const gradientFrom = style({ stopColor: vars.color.primary });
/** The lower end a quarter of the way to black, as the app icons draw it (server/web/webapp/icons.ts). */
export const gradientTo = style({ stopColor: `color-mix(in srgb, ${vars.color.primary} 75%, black)` });
export const glyph = style({
  fill: 'none',
  stroke: vars.color.primaryContrast,
  strokeWidth: GLYPH_STROKE,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
/**
 * Phones give the name two short lines rather than cutting it ("Herzklopfen / 40+"); wider
 * screens keep it on one.
 */
export const name = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  minWidth: 0,
  fontSize: '0.84375rem',
  lineHeight: 1.15,
  '@media': {
    'screen and (max-width: 319px)': { display: 'none' },
    [media.sm]: { display: 'block', whiteSpace: 'nowrap', textOverflow: 'ellipsis', fontSize: 'inherit', lineHeight: 'inherit' },
  },
});
export const nameFromTablets = style({ '@media': { 'screen and (max-width: 575.98px)': { display: 'none' } } });
