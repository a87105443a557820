import { style } from '@vanilla-extract/css';
import { vars } from '#themes';
import { media } from '#themes/tokens';

export const page = style({ display: 'grid', gap: 24 });
export const header = style({
  display: 'grid',
  gap: 16,
  padding: 16,
  background: vars.color.surface,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.card,
  '@media': { [media.md]: { gridTemplateColumns: '320px 1fr', padding: 24, gap: 24 } },
});
export const headline = style({ display: 'grid', gap: 8, alignContent: 'start' });
export const name = style({ fontSize: '1.75rem', margin: 0 });
export const meta = style({ margin: 0, color: vars.color.textMuted });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 8 });
/** A notice among the actions that takes a line of its own. */
export const fullRow = style({ flexBasis: '100%' });
export const section = style({
  display: 'grid',
  gap: 12,
  padding: 16,
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.card,
});
export const sectionTitle = style({ fontSize: '1.125rem', margin: 0 });
/** A photo that opens the viewer: the ring follows the photo's rounded corners. */
export const photoLink = style({
  display: 'block',
  borderRadius: vars.radius.medium,
  cursor: 'zoom-in',
  ':focus-visible': { outline: `3px solid ${vars.color.primary}`, outlineOffset: 3 },
});
export const photos = style({ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))' });
export const photo = style({ width: '100%', height: 'auto', aspectRatio: '1', objectFit: 'cover', borderRadius: vars.radius.small });
export const locked = style([
  photo,
  {
    display: 'grid',
    placeItems: 'center',
    padding: 8,
    border: 0,
    background: `repeating-linear-gradient(45deg, ${vars.color.surfaceAlt}, ${vars.color.surfaceAlt} 8px, ${vars.color.border} 8px, ${vars.color.border} 16px)`,
    color: vars.color.text,
    font: 'inherit',
    fontSize: 14,
    fontWeight: 600,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
  },
]);
export const details = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '6px 16px', margin: 0 });
export const term = style({ color: vars.color.textMuted });
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: 8, margin: 0, padding: 0, listStyle: 'none' });
export const chip = style({ padding: '4px 10px', borderRadius: vars.radius.pill, background: vars.color.surfaceAlt, fontSize: 14 });
export const about = style({ margin: 0, whiteSpace: 'pre-line' });
export const lines = style({ display: 'grid', gap: 8, margin: 0, padding: 0, listStyle: 'none' });
export const line = style({
  width: '100%',
  padding: '12px 14px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  ':hover': { borderColor: vars.color.primary },
});
