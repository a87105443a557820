import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#themes';
import { media } from '#themes/tokens';

export const creditsLink = style({ position: 'relative', gap: 6 });
/** On phones the balance sits on the icon like the other top-bar badges; from 576 px beside the word. */
const balanceBase = style({
  position: 'absolute',
  top: 2,
  insetInlineEnd: 0,
  minWidth: 18,
  padding: '0 5px',
  borderRadius: vars.radius.pill,
  fontSize: 11,
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.sm]: { position: 'static', minWidth: 24, padding: '0 7px', fontSize: 13, lineHeight: '22px' } },
});
/** The balance; coloured as the credits badge at 10 credits or fewer (docs/product.md#top-bar). */
export const balance = styleVariants({
  plain: [balanceBase, { background: vars.color.surfaceAlt, color: vars.color.text }],
  warning: [balanceBase, { background: vars.color.warning, color: '#1d1d1f' }],
  danger: [balanceBase, { background: vars.color.danger, color: '#ffffff' }],
});
export const premiumIcon = style({ fill: 'currentColor', stroke: 'none' });
