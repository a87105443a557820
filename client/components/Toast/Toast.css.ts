import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '#themes';

const rise = keyframes({ from: { transform: 'translate(-50%, 16px)', opacity: 0 }, to: { transform: 'translate(-50%, 0)', opacity: 1 } });

export const toast = style({
  position: 'fixed',
  insetInlineStart: '50%',
  bottom: 24,
  zIndex: 60,
  maxWidth: 'calc(100vw - 32px)',
  padding: '12px 18px',
  borderRadius: vars.radius.medium,
  background: vars.color.success,
  color: '#fff',
  fontWeight: 600,
  boxShadow: vars.shadow.modal,
  transform: 'translate(-50%, 0)',
  animation: `${rise} 200ms ease-out`,
});
