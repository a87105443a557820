import { style } from '@vanilla-extract/css';
import { tokens } from '#client/console/styles.css';

export const form = style({ display: 'grid', gap: 14 });
export const formTitle = style({ margin: 0, fontSize: 16 });
export const grid = style({ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', alignItems: 'start' });
export const methods = style({
  border: `1px solid ${tokens.border}`,
  borderRadius: 8,
  padding: '8px 12px',
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '6px 16px',
});
export const legend = style({ fontWeight: 600, padding: '0 4px' });
export const method = style({ display: 'inline-flex', alignItems: 'center', gap: 6, whiteSpace: 'nowrap' });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 10 });
export const stateField = style({ flex: '0 1 200px', display: 'grid' });
export const code = style({ fontFamily: 'ui-monospace, monospace', fontWeight: 700, whiteSpace: 'nowrap' });
export const conditions = style({ display: 'block', maxWidth: 280, color: tokens.muted, fontSize: 13 });
export const nowrap = style({ whiteSpace: 'nowrap' });
export const number = style({ textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
export const more = style({ alignSelf: 'center' });
