import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '#themes';

export const body = style({
  display: 'grid',
  gap: 12,
  justifyItems: 'center',
  width: '100%',
  marginBottom: 16,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: '1.125rem',
  textAlign: 'center',
  cursor: 'pointer',
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'center' });

const slideFromLeft = keyframes({ from: { transform: 'translateX(-40%) rotate(-14deg)', opacity: 0 }, to: { transform: 'rotate(-6deg)', opacity: 1 } });
const slideFromRight = keyframes({ from: { transform: 'translateX(40%) rotate(14deg)', opacity: 0 }, to: { transform: 'rotate(6deg)', opacity: 1 } });
const beat = keyframes({ '0%': { transform: 'scale(0)' }, '60%': { transform: 'scale(1.3)' }, '100%': { transform: 'scale(1)' } });
/** Still for those who asked for less motion: the end state at once. */
const stillWhenAsked = { '(prefers-reduced-motion: reduce)': { animation: 'none' } };

export const pair = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', paddingBlock: 8 });
const face = style({
  width: 112,
  height: 112,
  overflow: 'hidden',
  borderRadius: '50%',
  border: `4px solid ${vars.color.surface}`,
  background: vars.color.surfaceAlt,
  boxShadow: vars.shadow.card,
});
export const ownFace = style([face, { transform: 'rotate(-6deg)', animation: `${slideFromLeft} .5s ease-out both`, '@media': stillWhenAsked }]);
export const otherFace = style([face, { transform: 'rotate(6deg)', animation: `${slideFromRight} .5s ease-out both`, '@media': stillWhenAsked }]);
export const heart = style({
  zIndex: 1,
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  marginInline: -14,
  borderRadius: '50%',
  background: vars.color.primary,
  color: vars.color.primaryContrast,
  fontSize: 24,
  animation: `${beat} .45s .35s ease-out both`,
  '@media': stillWhenAsked,
});
export const matchText = style({ margin: '12px 0 16px', fontSize: '1.125rem', textAlign: 'center' });
export const matchActions = style({ display: 'grid', gap: 8 });
