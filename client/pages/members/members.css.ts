import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#themes';
import { media } from '#themes/tokens';

export const layout = style({ display: 'grid', gap: 24, '@media': { [media.lg]: { gridTemplateColumns: '280px 1fr', alignItems: 'start' } } });
export const filters = style({
  display: 'grid',
  gap: 12,
  padding: 16,
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.card,
  '@media': { [media.lg]: { position: 'sticky', top: 84 } },
});
/** Fifty chips would push the search button off a phone's screen: the list scrolls inside its box. */
export const interestFilter = style({ display: 'grid', gap: 8 });
globalStyle(`${interestFilter}[open] > div`, { maxHeight: 220, overflowY: 'auto', paddingBlock: 4 });
export const results = style({ display: 'grid', gap: 16 });
export const count = style({ margin: 0, color: vars.color.textMuted });
export const more = style({ justifySelf: 'center' });
export const title = style({ fontSize: '1.5rem', margin: 0 });
