import { style } from '@vanilla-extract/css';
import { tokens } from '#client/console/styles.css';

const wide = 'screen and (min-width: 1000px)';

export const bulkBar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, minHeight: 34 });

/** The queue beside the preview on a wide screen; the preview first, above the queue, on a phone. */
export const layout = style({
  display: 'grid',
  gap: 16,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [wide]: { gridTemplateColumns: 'minmax(0, 1fr) 380px' } },
});

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  order: 2,
  '@media': { [wide]: { order: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' } },
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  background: tokens.surface,
  border: `2px solid ${tokens.border}`,
  borderRadius: 10,
  overflow: 'hidden',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[aria-current="true"]': { borderColor: tokens.accent, boxShadow: `0 0 0 3px ${tokens.rowActive}` },
    '&:focus-visible': { borderColor: tokens.accent, boxShadow: `0 0 0 3px ${tokens.accent}` },
  },
});
export const cardSelected = style({ background: tokens.rowActive });
export const thumb = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '1', objectFit: 'cover', background: '#e4e8ef' });
export const cardText = style({ display: 'grid', gap: 2, padding: '8px 10px 10px' });
export const cardName = style({ fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const cardMeta = style({ color: tokens.muted, fontSize: 13, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const check = style({
  position: 'absolute',
  top: 8,
  insetInlineStart: 8,
  display: 'grid',
  placeItems: 'center',
  width: 30,
  height: 30,
  borderRadius: 6,
  background: 'rgba(255,255,255,.92)',
  boxShadow: '0 1px 3px rgba(0,0,0,.25)',
});
export const checkbox = style({ width: 18, height: 18, margin: 0, cursor: 'pointer' });

export const preview = style({
  display: 'grid',
  gap: 12,
  order: 1,
  '@media': { [wide]: { order: 2, position: 'sticky', top: 16 } },
});
export const previewImage = style({
  display: 'block',
  width: '100%',
  maxHeight: '45vh',
  '@media': { [wide]: { maxHeight: '58vh' } },
  objectFit: 'contain',
  background: '#10151f',
  borderRadius: 8,
});
export const previewName = style({ margin: 0, fontSize: 18 });
export const previewActions = style({ display: 'flex', flexWrap: 'wrap', gap: 8 });
/** A key hint inside a coloured button: light on the button's own colour. */
export const buttonKey = style({ background: 'rgba(255,255,255,.16)', borderColor: 'rgba(255,255,255,.55)', color: 'inherit' });
export const sectionLabel = style({ margin: 0, fontSize: 12, fontWeight: 700, textTransform: 'uppercase', letterSpacing: '.03em', color: tokens.muted });
export const others = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))', gap: 6, listStyle: 'none', margin: 0, padding: 0 });
export const other = style({ position: 'relative' });
export const otherImage = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '1', objectFit: 'cover', borderRadius: 6 });
export const mainBadge = style({
  position: 'absolute',
  insetInlineStart: 4,
  bottom: 4,
  padding: '0 6px',
  borderRadius: 999,
  background: tokens.accent,
  color: tokens.accentText,
  fontSize: 11,
  fontWeight: 700,
});
export const facts = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', margin: 0 });
export const factTerm = style({ color: tokens.muted });
export const factValue = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const empty = style({ display: 'grid', gap: 6, justifyItems: 'center', padding: '48px 16px', textAlign: 'center' });
export const emptyTitle = style({ margin: 0, fontSize: 18 });

export const reasons = style({ listStyle: 'none', margin: '0 0 14px', padding: 0, display: 'grid', gap: 6 });
export const reasonButton = style({ width: '100%', justifyContent: 'flex-start', fontWeight: 400 });
export const dialogActions = style({ display: 'flex', justifyContent: 'flex-end', gap: 8 });
export const keyList = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 14px', alignItems: 'center', margin: '0 0 16px' });
export const keys = style({ display: 'flex', flexWrap: 'wrap', gap: 4, margin: 0 });
export const keyRow = style({ display: 'contents' });

/** The two queues as tabs over the page: an underline marks the open one. */
export const tabs = style({ display: 'flex', gap: 4, borderBottom: `1px solid ${tokens.border}` });
/** On a phone the two tabs share the row, their names wrapping, rather than stacking. */
export const tab = style({
  display: 'inline-flex',
  flex: '0 1 auto',
  minWidth: 0,
  alignItems: 'center',
  gap: 8,
  minHeight: 40,
  padding: '8px 12px',
  marginBottom: -1,
  borderBottom: '3px solid transparent',
  color: tokens.muted,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { color: tokens.text, borderBottomColor: tokens.accent },
    '&:hover': { color: tokens.text },
    '&:focus-visible': { outline: `3px solid ${tokens.accent}`, outlineOffset: -3 },
  },
});
export const tabCount = style({
  minWidth: 22,
  padding: '0 7px',
  borderRadius: 999,
  background: tokens.rowActive,
  color: tokens.text,
  fontSize: 13,
  fontWeight: 700,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});
/** A reported member's card: the pill reads "Reported". */
export const reportedPill = style({ justifySelf: 'start' });
