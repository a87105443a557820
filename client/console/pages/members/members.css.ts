import { style } from '@vanilla-extract/css';
import { tokens } from '#client/console/styles.css';

export const searchField = style({ flex: '1 1 320px', maxWidth: 560 });
export const searchRow = style({ display: 'flex', gap: 8 });
export const searchInput = style({ flex: 1 });
export const keysHint = style({ margin: 0, flexBasis: '100%', fontSize: 13 });
export const memberCell = style({ display: 'flex', flexDirection: 'column', maxWidth: 300 });
export const email = style({ color: tokens.muted, fontSize: 13, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
/** A key hint inside a coloured button keeps the key's own colours. */
export const buttonKey = style({ color: tokens.text });
export const number = style({ display: 'block', textAlign: 'end' });
export const pills = style({ display: 'inline-flex', flexWrap: 'wrap', gap: 4 });

export const header = style({ display: 'flex', alignItems: 'center', gap: 14, flexWrap: 'wrap' });
export const avatar = style({ width: 72, height: 72, borderRadius: 10, objectFit: 'cover', background: tokens.border, flexShrink: 0 });
export const avatarEmpty = style([avatar, { display: 'grid', placeItems: 'center', color: tokens.muted, fontSize: 28, fontWeight: 700 }]);
export const identity = style({ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0 });
export const subtitle = style({ color: tokens.muted, overflowWrap: 'anywhere' });
export const actionBar = style({ display: 'flex', flexWrap: 'wrap', gap: 8 });
export const back = style({ alignSelf: 'flex-start' });

export const sections = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
  gap: 14,
  alignItems: 'start',
});
export const wide = style({ gridColumn: '1 / -1' });
export const sectionTitle = style({ margin: '0 0 10px', fontSize: 16 });
export const facts = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gap: '6px 14px', margin: 0 });
export const factRow = style({ display: 'contents' });
export const factLabel = style({ color: tokens.muted });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });
export const about = style({ whiteSpace: 'pre-wrap', margin: '10px 0 0', overflowWrap: 'anywhere' });

export const photoGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
  gap: 10,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const photo = style({ display: 'flex', flexDirection: 'column', gap: 4 });
export const photoImage = style({ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 8, background: tokens.border });
/** A rejected or removed photo: its files are gone, an empty square keeps its place in the grid. */
export const photoGone = style({
  display: 'block',
  background: `repeating-linear-gradient(45deg, ${tokens.border} 0 6px, transparent 6px 12px)`,
  border: `1px dashed ${tokens.border}`,
});
export const photoRemove = style({ alignSelf: 'start' });
export const removePreview = style({ width: 120, height: 120, objectFit: 'cover', borderRadius: 8 });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });
export const tableWrap = style({ overflowX: 'auto' });
export const th = style({
  textAlign: 'start',
  padding: '6px 8px',
  borderBottom: `1px solid ${tokens.border}`,
  fontSize: 12,
  color: tokens.muted,
  textTransform: 'uppercase',
  letterSpacing: '.03em',
  whiteSpace: 'nowrap',
});
export const thNumber = style([th, { textAlign: 'end' }]);
export const td = style({ padding: '6px 8px', borderBottom: `1px solid ${tokens.border}`, verticalAlign: 'top', whiteSpace: 'nowrap' });
/** Free text (notes, complaint words, details) wraps; everything else keeps to one line and the table scrolls. */
export const tdText = style([td, { whiteSpace: 'normal', minWidth: 180, overflowWrap: 'anywhere' }]);
export const tdNumber = style([td, { textAlign: 'end', whiteSpace: 'nowrap' }]);
export const positive = style({ color: tokens.success, fontWeight: 600 });
export const negative = style({ color: tokens.danger, fontWeight: 600 });

export const form = style({ display: 'flex', flexDirection: 'column', gap: 12 });
export const dialogActions = style({ display: 'flex', justifyContent: 'flex-end', gap: 8, flexWrap: 'wrap' });
export const textarea = style({ minHeight: 80, resize: 'vertical' });
