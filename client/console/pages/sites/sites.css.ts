import { style } from '@vanilla-extract/css';
import { tokens } from '#client/console/styles.css';

export const hint = style({ margin: 0, color: tokens.muted, fontSize: 13 });
export const name = style({ display: 'grid' });
export const sub = style({ color: tokens.muted, fontSize: 12 });
export const pills = style({ display: 'flex', flexWrap: 'wrap', gap: 4, maxWidth: 260 });
export const nowrap = style({ whiteSpace: 'nowrap' });

export const problems = style({ display: 'grid', gap: 6 });
export const problemList = style({ margin: 0, paddingInlineStart: 18, display: 'grid', gap: 4 });
export const problemFile = style({ fontFamily: 'ui-monospace, monospace', fontSize: 12 });

export const form = style({ display: 'grid', gap: 12 });
export const pair = style({
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 520px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});
export const buttons = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 8 });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '4px 16px',
  margin: 0,
  '@media': { 'screen and (min-width: 520px)': { gridTemplateColumns: '150px minmax(0, 1fr)' } },
});
export const term = style({ fontWeight: 600, color: tokens.muted });
export const definition = style({ margin: '0 0 8px', overflowWrap: 'anywhere' });
export const packages = style({ margin: 0, paddingInlineStart: 18 });
