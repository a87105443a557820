import { style } from '@vanilla-extract/css';
import { vars } from '#themes';

export const cover = style({
  position: 'relative',
  display: 'block',
  width: 200,
  maxWidth: '100%',
  aspectRatio: '1',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
  background: vars.color.surfaceAlt,
  cursor: 'pointer',
  font: 'inherit',
  color: '#ffffff',
  ':focus-visible': { outline: `3px solid ${vars.color.primary}`, outlineOffset: 2 },
});
// Scaled a little so the blur's soft edge stays inside the frame.
export const image = style({ width: '100%', height: '100%', objectFit: 'cover', filter: 'blur(22px)', transform: 'scale(1.15)' });
export const label = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeContent: 'center',
  gap: 6,
  padding: 12,
  textAlign: 'center',
  background: 'rgba(0, 0, 0, .35)',
  lineHeight: 1.3,
});
export const action = style({ fontWeight: 700, fontSize: '1rem' });
export const hint = style({ fontSize: '.8rem' });
