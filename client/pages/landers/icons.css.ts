import { style } from '@vanilla-extract/css';
import { vars } from '#themes';
import { media } from '#themes/tokens';

export const hero = style({
  paddingBlock: 28,
  textAlign: 'center',
  background: `linear-gradient(160deg, ${vars.color.primary} 0%, ${vars.color.secondary} 100%)`,
  color: vars.color.primaryContrast,
});

export const faces = style({ display: 'flex', justifyContent: 'center', marginTop: 16 });
export const faceImg = style({
  width: 48,
  height: 48,
  marginInlineStart: -10,
  borderRadius: '50%',
  objectFit: 'cover',
  border: '3px solid rgba(255,255,255,.9)',
  selectors: { '&:first-child': { marginInlineStart: 0 } },
});

export const pickTitle = style({ margin: '0 0 4px', fontSize: '1.25rem', textAlign: 'center' });
export const pickHint = style({ margin: '0 0 16px', color: vars.color.textMuted, textAlign: 'center' });

export const icons = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: 10,
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(4, 1fr)' }, [media.md]: { gridTemplateColumns: 'repeat(6, 1fr)', gap: 14 } },
});

export const icon = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: 6,
  minHeight: 96,
  padding: 10,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: '.85rem',
  lineHeight: 1.2,
  cursor: 'pointer',
  transition: 'transform .12s, border-color .12s, background-color .12s',
  ':active': { transform: 'scale(.96)' },
  ':focus-visible': { outline: `3px solid ${vars.color.primary}`, outlineOffset: 2 },
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.primary, background: vars.color.surfaceAlt, fontWeight: 700 },
  },
});
export const emoji = style({ fontSize: 30, lineHeight: 1 });

export const bar = style({
  position: 'sticky',
  insetBlockEnd: 0,
  zIndex: 2,
  display: 'grid',
  justifyItems: 'center',
  gap: 4,
  padding: '8px 16px 10px',
  background: vars.color.background,
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: 'center',
});
export const picked = style({ fontSize: '.9rem', color: vars.color.textMuted });
export const barButton = style({ marginTop: 0, minHeight: 48 });
