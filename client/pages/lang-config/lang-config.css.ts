import { style } from '@vanilla-extract/css';
import { vars } from '#themes';

export const page = style({ display: 'grid', gap: 16, maxWidth: 520, margin: '0 auto', padding: '8px 0 32px' });
export const title = style({ margin: 0, fontSize: '1.6rem' });
export const subtitle = style({ margin: '8px 0 0', fontSize: '1.2rem' });
export const intro = style({ margin: 0, color: vars.color.textMuted });
export const list = style({ display: 'grid', gap: 8, margin: 0, padding: 0, listStyle: 'none' });
export const option = style({
  display: 'flex',
  width: '100%',
  minHeight: 52,
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  padding: '0 18px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: '1.05rem',
  textAlign: 'start',
  cursor: 'pointer',
});
export const chosen = style([option, { borderColor: vars.color.primary, borderWidth: 2, fontWeight: 700, boxShadow: vars.shadow.card }]);
export const code = style({ color: vars.color.textMuted, fontSize: '.85rem', fontWeight: 600 });
