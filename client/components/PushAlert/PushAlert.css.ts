import { style } from '@vanilla-extract/css';
import { vars } from '#themes';
import { media } from '#themes/tokens';

export const alert = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  '@media': { [media.md]: { gridTemplateColumns: 'auto 1fr auto auto' } },
  gap: '8px 12px',
  padding: '12px 12px 12px 16px',
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  borderInlineStart: `4px solid ${vars.color.primary}`,
});
export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  borderRadius: '50%',
  background: vars.color.surfaceAlt,
  color: vars.color.primary,
});
export const text = style({ display: 'grid', gap: 2, minWidth: 0 });
export const title = style({ margin: 0, fontWeight: 700 });
export const hint = style({ margin: 0, fontSize: 14, color: vars.color.textMuted });
/** Under the text on a phone, beside it from the tablet width on. */
export const actions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
  '@media': { [media.md]: { gridColumn: 3, gridRow: 1 } },
});
export const close = style({
  gridRow: 1,
  gridColumn: 3,
  alignSelf: 'start',
  width: 32,
  height: 32,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: 22,
  lineHeight: 1,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceAlt },
  '@media': { [media.md]: { gridColumn: 4, alignSelf: 'center' } },
});
