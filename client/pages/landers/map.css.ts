import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#themes';
import { media } from '#themes/tokens';

export const intro = style({ paddingBlock: '20px 4px', textAlign: 'center' });

export const layout = style({
  display: 'grid',
  gap: 20,
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' } },
});

/** Image and pins share one box and letterbox alike (object-fit and the SVG's own "meet"), so the pins stay on their regions. */
export const map = style({ position: 'relative', width: '100%', height: 'min(52vh, 560px)' });
export const mapImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'contain' });
export const pins = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', overflow: 'visible' });

export const pin = style({ cursor: 'pointer', fill: vars.color.primary, stroke: '#fff', strokeWidth: 3, fontWeight: 700 });
globalStyle(`${pin} text`, { fill: vars.color.primaryContrast, stroke: 'none' });
export const pinChosen = style([pin, { fill: vars.color.secondary }]);
globalStyle(`${pinChosen} text`, { fill: vars.color.secondaryContrast, stroke: 'none' });

export const listTitle = style({ margin: '0 0 10px', fontSize: '1.15rem' });
export const list = style({ display: 'grid', gap: 6, margin: 0, padding: 0, listStyle: 'none' });
export const region = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  width: '100%',
  minHeight: 44,
  padding: '8px 14px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.primary, boxShadow: `inset 4px 0 0 ${vars.color.primary}`, fontWeight: 700 } },
});
export const count = style({ color: vars.color.textMuted, fontSize: '.9rem', whiteSpace: 'nowrap' });

export const chosen = style({
  marginTop: 16,
  padding: 16,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  textAlign: 'center',
});
export const chosenFaces = style({ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 6, marginTop: 12 });
export const chosenFace = style({ aspectRatio: '1', borderRadius: vars.radius.medium, overflow: 'hidden' });
