import { style } from '@vanilla-extract/css';
import { vars } from '#themes';
import { media } from '#themes/tokens';

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  textDecoration: 'none',
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontWeight: 700,
  fontSize: '1.0625rem',
  minWidth: 0,
  '@media': { [media.md]: { fontSize: '1.25rem' } },
});
export const mark = style({ width: 28, height: 28, flexShrink: 0, fill: vars.color.primary });
export const name = style({
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  '@media': { 'screen and (max-width: 359px)': { display: 'none' } },
});
