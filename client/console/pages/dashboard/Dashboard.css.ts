import { globalStyle, style } from '@vanilla-extract/css';
import { tokens } from '#client/console/styles.css';

export const periods = style({ display: 'flex', gap: 6, flexWrap: 'wrap' });
export const tiles = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
});
export const tile = style({ display: 'flex', flexDirection: 'column', gap: 2 });
export const tileLabel = style({ color: tokens.muted, fontSize: 12, textTransform: 'uppercase', letterSpacing: '.03em' });
export const tileValue = style({ fontSize: 24, fontVariantNumeric: 'tabular-nums' });
export const charts = style({ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 460px), 1fr))' });
export const sectionHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, marginBottom: 10 });
export const sectionTitle = style({ margin: 0, fontSize: 16, flex: 1 });
export const inline = style({ display: 'flex', alignItems: 'center', gap: 6 });
export const tableWrap = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${table} th, ${table} td`, { padding: '6px 10px', borderBottom: `1px solid ${tokens.border}`, textAlign: 'end', whiteSpace: 'nowrap' });
globalStyle(`${table} th[scope="row"], ${table} thead th:first-child`, { textAlign: 'start' });
globalStyle(`${table} thead th`, { color: tokens.muted, fontSize: 12, textTransform: 'uppercase', letterSpacing: '.03em' });
export const totalRow = style({ fontWeight: 700, background: '#f8f9fb' });
