import { style } from '@vanilla-extract/css';
import { vars } from '#themes';
import { media } from '#themes/tokens';
import { raisedLink } from '#client/styles/card.css';

export const shortcuts = style({
  display: 'grid',
  gap: 12,
  marginTop: 24,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, 1fr)', gap: 16 } },
});
export const shortcut = style([raisedLink, { display: 'flex', alignItems: 'center', gap: 14, padding: '16px 18px' }]);
export const icon = style({
  display: 'grid',
  placeItems: 'center',
  flex: 'none',
  width: 48,
  height: 48,
  borderRadius: '50%',
  background: vars.color.surfaceAlt,
  fontSize: 24,
});
export const text = style({ display: 'grid', gap: 2 });
export const hint = style({ fontSize: 14, color: vars.color.textMuted });
