import { style } from '@vanilla-extract/css';
import { tokens } from '../styles.css';

export const dialog = style({
  width: 'min(520px, calc(100vw - 24px))',
  border: `1px solid ${tokens.border}`,
  borderRadius: 12,
  padding: 20,
  color: tokens.text,
  fontFamily: tokens.font,
  fontSize: 14,
  selectors: { '&::backdrop': { background: 'rgba(20, 25, 35, .45)' } },
});
export const title = style({ margin: '0 0 12px', fontSize: 18 });
