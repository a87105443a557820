import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#themes';
import { media } from '#themes/tokens';

export const creditsLink = style({ gap: 4, '@media': { [media.sm]: { gap: 6 } } });
/** The balance beside the coin icon (on phones the icon stands for the word), never on top of it. */
const balanceBase = style({
  minWidth: 20,
  padding: '0 5px',
  borderRadius: vars.radius.pill,
  fontSize: 12,
  fontWeight: 700,
  lineHeight: '20px',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.sm]: { minWidth: 24, padding: '0 7px', fontSize: 13, lineHeight: '22px' } },
});
/** The balance; coloured as the credits badge at 10 credits or fewer (docs/product.md#top-bar). */
export const balance = styleVariants({
  plain: [balanceBase, { background: vars.color.surfaceAlt, color: vars.color.text }],
  warning: [balanceBase, { background: vars.color.warning, color: '#1d1d1f' }],
  danger: [balanceBase, { background: vars.color.danger, color: '#ffffff' }],
});
export const premiumIcon = style({ fill: 'currentColor', stroke: 'none' });
