import { style } from '@vanilla-extract/css';
import { tokens } from '#client/console/styles.css';

export const filters = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 10 });
export const filterField = style({ flex: '1 1 150px', maxWidth: 240 });
/** Selects, text and date fields of one height, so the filter row lines up. */
export const control = style({ height: 36, boxSizing: 'border-box', width: '100%' });
export const count = style({ marginInlineStart: 'auto', alignSelf: 'center', color: tokens.muted });
export const nowrap = style({ whiteSpace: 'nowrap' });
export const action = style({ display: 'grid' });
export const code = style({ color: tokens.muted, fontSize: 12, fontFamily: 'ui-monospace, monospace' });
/** Two lines at most; the whole object is in the title. */
export const detail = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  maxWidth: 300,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  fontFamily: 'ui-monospace, monospace',
  fontSize: 12,
  color: tokens.muted,
});
export const more = style({ alignSelf: 'center' });
