import { fallbackVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '#themes';
import { toastMaxWidth } from '#themes/tokens';
import { tabBarRoom } from '../BottomTabBar/BottomTabBar.css';

const rise = keyframes({ from: { transform: 'translate(-50%, 16px)', opacity: 0 }, to: { transform: 'translate(-50%, 0)', opacity: 1 } });

export const toast = style({
  position: 'fixed',
  insetInlineStart: '50%',
  // Above the member's tab bar on phones, never over it.
  bottom: `calc(24px + ${fallbackVar(tabBarRoom, '0px')})`,
  zIndex: 60,
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  width: 'max-content',
  maxWidth: `min(${toastMaxWidth}px, calc(100vw - 32px))`,
  padding: '6px 6px 6px 18px',
  borderRadius: vars.radius.medium,
  // The text colour on the success colour: white on the theme's green fails 4.5:1.
  background: vars.color.secondary,
  color: vars.color.secondaryContrast,
  borderInlineStart: `6px solid ${vars.color.success}`,
  fontWeight: 600,
  boxShadow: vars.shadow.modal,
  transform: 'translate(-50%, 0)',
  animation: `${rise} 200ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const close = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: 44,
  height: 44,
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  ':hover': { background: 'rgba(255, 255, 255, .15)' },
});

export const closeIcon = style({ width: 20, height: 20, fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round' });
