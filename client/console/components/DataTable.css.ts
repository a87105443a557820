import { style } from '@vanilla-extract/css';
import { tokens } from '../styles.css';

export const wrap = style({ overflowX: 'auto', background: tokens.surface, border: `1px solid ${tokens.border}`, borderRadius: 10 });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });
export const headCell = style({
  position: 'sticky',
  top: 0,
  textAlign: 'start',
  padding: '8px 10px',
  background: '#f8f9fb',
  borderBottom: `1px solid ${tokens.border}`,
  fontSize: 12,
  textTransform: 'uppercase',
  letterSpacing: '.03em',
  color: tokens.muted,
  whiteSpace: 'nowrap',
});
export const sortButton = style({ all: 'unset', cursor: 'pointer', selectors: { '&:focus-visible': { outline: `2px solid ${tokens.accent}` } } });
export const row = style({
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: tokens.rowHover },
    '&[aria-selected="true"]': { background: tokens.rowActive },
    '&:focus-visible': { outline: `2px solid ${tokens.accent}`, outlineOffset: -2 },
  },
});
export const cell = style({ padding: '8px 10px', borderBottom: `1px solid ${tokens.border}`, verticalAlign: 'middle' });
export const empty = style({ padding: 24, textAlign: 'center', color: tokens.muted });
