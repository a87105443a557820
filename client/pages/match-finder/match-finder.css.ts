import { style } from '@vanilla-extract/css';
import { vars } from '#themes';
import { media } from '#themes/tokens';

export const page = style({ display: 'grid', gap: 20, maxWidth: 900, marginInline: 'auto' });
export const title = style({ fontSize: '1.5rem', margin: 0 });
export const form = style({
  display: 'grid',
  gap: 12,
  padding: 20,
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.card,
});
export const results = style({
  display: 'grid',
  gap: 12,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr' } },
});
export const result = style({ background: vars.color.surface, borderRadius: vars.radius.medium, boxShadow: vars.shadow.card, overflow: 'hidden' });
export const resultLink = style({
  display: 'grid',
  gridTemplateColumns: '96px 1fr',
  gap: 12,
  alignItems: 'center',
  color: vars.color.text,
  textDecoration: 'none',
});
export const resultText = style({ display: 'grid', gap: 6, paddingBlock: 8, paddingInlineEnd: 12 });
export const reasons = style({ display: 'flex', flexWrap: 'wrap', gap: 6 });
export const reason = style({ padding: '2px 8px', borderRadius: vars.radius.pill, background: vars.color.surfaceAlt, fontSize: 13 });
