import { style } from '@vanilla-extract/css';
import { kbd, tokens } from '#client/console/styles.css';

const wide = 'screen and (min-width: 1000px)';

/** Filters on an even grid: the member search and the buttons take two cells, the rest one; two cells a row on a phone. */
export const filters = style({ display: 'grid', gap: 10, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', alignItems: 'end' });
export const filterField = style({ display: 'grid', minWidth: 0 });
export const memberField = style([filterField, { gridColumn: 'span 2' }]);
export const filterButtons = style({ display: 'flex', gap: 8, alignItems: 'flex-end', gridColumn: 'span 2' });

export const number = style({ textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
export const nowrap = style({ whiteSpace: 'nowrap' });
export const person = style({ display: 'grid', minWidth: 0, maxWidth: 240 });
export const personName = style({ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const sub = style({ color: tokens.muted, fontSize: 12, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const struck = style({ color: tokens.muted, fontSize: 12, textDecoration: 'line-through' });
export const more = style({ alignSelf: 'center' });

/** The payment and its refunds on the left, the member and the provider on the right; one column on a phone. */
export const layout = style({
  display: 'grid',
  gap: 16,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [wide]: { gridTemplateColumns: 'minmax(0, 1fr) 340px' } },
});
// One track that may shrink below its content: a wide table scrolls inside its card instead of widening the page.
export const column = style({ display: 'grid', gap: 16, minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' });
export const sectionTitle = style({ margin: '0 0 10px', fontSize: 16 });
export const sectionHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 10, marginBottom: 10 });
export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: '6px 14px', margin: 0 });
export const factLabel = style({ color: tokens.muted });
export const factValue = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });
export const tableWrap = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: 13 });
export const th = style({
  textAlign: 'start',
  padding: '6px 8px',
  color: tokens.muted,
  fontWeight: 600,
  borderBottom: `1px solid ${tokens.border}`,
  whiteSpace: 'nowrap',
});
export const td = style({ padding: '6px 8px', borderBottom: `1px solid ${tokens.border}`, verticalAlign: 'top' });
export const dateCell = style([td, { minWidth: 110 }]);
export const reason = style([td, { minWidth: 140, overflowWrap: 'break-word' }]);
export const by = style({ display: 'block', color: tokens.muted, fontSize: 12, overflowWrap: 'anywhere' });
export const form = style({ display: 'grid', gap: 12 });
export const formRow = style({ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))' });
export const dialogButtons = style({ display: 'flex', justifyContent: 'flex-end', gap: 8, flexWrap: 'wrap' });
export const textarea = style({ minHeight: 70, resize: 'vertical' });
export const backLink = style({ color: tokens.accent, fontWeight: 600, textDecoration: 'none' });

/** A key hint inside a coloured button: the page's text colour on its light key cap. */
export const keyHint = style([kbd, { color: tokens.text, fontWeight: 600 }]);
