import { style } from '@vanilla-extract/css';
import { tokens } from '#client/console/styles.css';

export const hint = style({ margin: 0, color: tokens.muted, fontSize: 13 });
export const email = style({ display: 'inline-flex', alignItems: 'center', gap: 6, fontWeight: 600 });
export const sites = style({ display: 'flex', flexWrap: 'wrap', gap: 4, maxWidth: 320 });
export const nowrap = style({ whiteSpace: 'nowrap' });
export const rowActions = style({ display: 'flex', gap: 6, justifyContent: 'flex-end' });
export const small = style({ minHeight: 28, padding: '3px 10px', fontSize: 13 });

export const form = style({ display: 'grid', gap: 14 });
export const siteList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: 6,
  margin: 0,
  padding: '10px 12px',
  border: `1px solid ${tokens.border}`,
  borderRadius: 8,
  maxHeight: 220,
  overflowY: 'auto',
});
export const legend = style({ padding: '0 4px', fontWeight: 600 });
export const check = style({ display: 'flex', alignItems: 'center', gap: 8, fontWeight: 400 });
export const buttons = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 8 });

export const secretGrid = style({
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 560px)': { gridTemplateColumns: '180px minmax(0, 1fr)' } },
});
export const qr = style({ width: 180, height: 180, border: `1px solid ${tokens.border}`, borderRadius: 8, justifySelf: 'center' });
export const copyRow = style({ display: 'flex', gap: 6, alignItems: 'flex-end' });
export const copyText = style({ flex: 1, minWidth: 0, fontFamily: 'ui-monospace, monospace', fontSize: 12 });
export const secrets = style({ display: 'grid', gap: 12, alignContent: 'start', minWidth: 0 });
