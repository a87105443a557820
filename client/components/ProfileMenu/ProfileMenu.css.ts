import { style } from '@vanilla-extract/css';
import { vars } from '#themes';
import { media } from '#themes/tokens';

// A flex box, not a line box: an avatar photo must not sit on a text baseline, lower than the icons beside it.
export const wrapper = style({ position: 'relative', display: 'flex' });
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 40,
  padding: '0 8px',
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
});
export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  width: 32,
  height: 32,
  borderRadius: '50%',
  background: vars.color.primary,
  color: vars.color.primaryContrast,
  fontWeight: 700,
  overflow: 'hidden',
  flexShrink: 0,
});
export const avatarPhoto = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
export const name = style({
  display: 'none',
  maxWidth: 140,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [media.md]: { display: 'inline' } },
});
export const menu = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: 'calc(100% + 6px)',
  minWidth: 200,
  margin: 0,
  padding: 6,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.card,
  zIndex: 200,
});
export const item = style({
  display: 'block',
  width: '100%',
  padding: '10px 12px',
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceAlt },
});
