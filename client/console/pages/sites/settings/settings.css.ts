import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, tokens } from '#client/console/styles.css';

const medium = 'screen and (min-width: 640px)';
const wide = 'screen and (min-width: 1100px)';

export const intro = style({ margin: '0 0 4px', maxWidth: 760 });
export const meta = style({ margin: '0 0 16px', color: tokens.muted, fontSize: 13 });

/* Two columns of section cards on a wide screen, one on a phone. */
export const sections = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 16,
  alignItems: 'start',
  '@media': { [wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const wideSection = style({ '@media': { [wide]: { gridColumn: '1 / -1' } } });

export const section = style({ display: 'flex', flexDirection: 'column', gap: 14, minWidth: 0 });
export const sectionHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 });
export const sectionTitle = style({ margin: 0, fontSize: 17, marginInlineEnd: 'auto' });
export const hint = style({ margin: 0, color: tokens.muted, fontSize: 13 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 10 });
export const linkButton = style([
  focusRing,
  { border: 0, padding: 0, background: 'none', color: tokens.accent, font: 'inherit', fontSize: 13, cursor: 'pointer', textDecoration: 'underline' },
]);

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 12,
  '@media': { [medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const textarea = style({ resize: 'vertical', minHeight: 80 });

/* The language tabs: they wrap on a phone rather than scroll out of sight. */
export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: 4, borderBottom: `1px solid ${tokens.border}`, paddingBottom: 6, marginBottom: 12 });
export const tab = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 4,
    minHeight: 32,
    padding: '4px 10px',
    borderRadius: 6,
    border: `1px solid transparent`,
    background: 'transparent',
    color: tokens.text,
    font: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&[aria-selected="true"]': { background: tokens.rowActive, borderColor: tokens.accent, fontWeight: 600 },
      '&:hover': { background: tokens.rowHover },
    },
  },
]);
export const tabMark = style({ width: 6, height: 6, borderRadius: 999, background: tokens.muted });
export const tabError = style({ width: 6, height: 6, borderRadius: 999, background: tokens.danger });

export const group = style({
  border: `1px solid ${tokens.border}`,
  borderRadius: 8,
  padding: '10px 12px 12px',
  margin: 0,
  display: 'grid',
  gap: 10,
  minWidth: 0,
});
export const legend = style({ fontWeight: 600, padding: '0 4px' });

export const prices = style({ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))' });
export const radios = style({ display: 'grid', gap: 8 });
export const radio = style({ display: 'flex', alignItems: 'center', gap: 8, fontWeight: 400 });

export const countryRow = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 90px) minmax(0, 1fr) auto', gap: 8, alignItems: 'end' });
export const countryInput = style({ textTransform: 'uppercase', width: '100%' });
// The code, the level and the remove button on one line: one height for all three.
globalStyle(`${countryRow} input, ${countryRow} select, ${countryRow} button`, { height: 38, boxSizing: 'border-box' });
