import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#themes';
import { media } from '#themes/tokens';

export const page = style({ display: 'grid', gap: 16 });
export const layout = style({ display: 'grid', gap: 24, '@media': { [media.lg]: { gridTemplateColumns: '280px 1fr', alignItems: 'start' } } });
export const filterColumn = style({ display: 'grid', gap: 12, '@media': { [media.lg]: { position: 'sticky', top: 84 } } });
/** Only phones and tablets fold the filters: from lg up they stand beside the results. */
export const filterToggle = style({ justifySelf: 'start', '@media': { [media.lg]: { display: 'none' } } });
export const filters = style({
  display: 'grid',
  gap: 12,
  padding: 16,
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.card,
});
export const filtersFolded = style([filters, { display: 'none', '@media': { [media.lg]: { display: 'grid' } } }]);
/** Fifty chips would push the search button off a phone's screen: the list scrolls inside its box. */
export const interestFilter = style({ display: 'grid', gap: 8 });
globalStyle(`${interestFilter}[open] > div`, { maxHeight: 220, overflowY: 'auto', paddingBlock: 4 });
export const results = style({ display: 'grid', gap: 16 });
export const count = style({ margin: 0, color: vars.color.textMuted });
export const more = style({ justifySelf: 'center' });
export const title = style({ fontSize: '1.5rem', margin: 0 });
