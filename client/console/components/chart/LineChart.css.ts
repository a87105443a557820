import { globalStyle, style } from '@vanilla-extract/css';
import { tokens } from '#client/console/styles.css';

export const figure = style({ margin: 0, minWidth: 0 });
export const caption = style({ fontWeight: 700, marginBottom: 8 });
export const plot = style({ width: '100%', minHeight: 220, overflow: 'hidden' });
export const details = style({ marginTop: 8, color: tokens.muted });
export const tableWrap = style({ maxHeight: 240, overflow: 'auto' });
export const table = style({ borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums', fontSize: 13 });
globalStyle(`${table} th, ${table} td`, { padding: '2px 10px', textAlign: 'end', borderBottom: `1px solid ${tokens.border}` });
// uPlot's legend inherits the console's font instead of the page default.
globalStyle(`${plot} .u-legend`, { fontFamily: tokens.font, fontSize: 12 });
