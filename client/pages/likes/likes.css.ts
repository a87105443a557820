import { style } from '@vanilla-extract/css';
import { vars } from '#themes';

export const page = style({ display: 'grid', gap: 16 });
export const title = style({ fontSize: '1.5rem', margin: 0 });
export const tabs = style({ display: 'flex', gap: 8, flexWrap: 'wrap' });
const tabBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '8px 16px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
});
export const tab = style([tabBase, { background: vars.color.surface }]);
export const tabActive = style([tabBase, { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.primaryContrast }]);
export const badge = style({
  minWidth: 20,
  padding: '0 6px',
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: '#ffffff',
  fontSize: 12,
  lineHeight: '20px',
  textAlign: 'center',
});
export const match = style({ display: 'grid', gap: 16, justifyItems: 'center', maxWidth: 420, marginInline: 'auto', textAlign: 'center' });
export const matchActions = style({ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'center' });
