import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../themes';

export const creditsLink = style({ gap: 6 });
const balanceBase = style({
  minWidth: 24,
  padding: '0 7px',
  borderRadius: vars.radius.pill,
  fontSize: 13,
  fontWeight: 700,
  lineHeight: '22px',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});
/** The balance; coloured as the SPEC's credits badge at 10 credits or fewer. */
export const balance = styleVariants({
  plain: [balanceBase, { background: vars.color.surfaceAlt, color: vars.color.text }],
  warning: [balanceBase, { background: vars.color.warning, color: '#1d1d1f' }],
  danger: [balanceBase, { background: vars.color.danger, color: '#ffffff' }],
});
export const premiumIcon = style({ fill: 'currentColor', stroke: 'none' });
