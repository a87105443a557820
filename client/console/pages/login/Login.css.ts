import { style } from '@vanilla-extract/css';
import { tokens } from '#client/console/styles.css';

export const screen = style({ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16, background: '#17213a' });
export const panel = style({
  width: 'min(400px, 100%)',
  background: tokens.surface,
  borderRadius: 12,
  padding: 28,
  display: 'flex',
  flexDirection: 'column',
  gap: 14,
  boxShadow: '0 12px 40px rgba(0,0,0,.25)',
});
export const heading = style({ margin: 0, fontSize: 22 });
export const code = style({ letterSpacing: '.3em', fontFamily: 'ui-monospace, monospace', fontSize: 18 });
