import { style, styleVariants } from '@vanilla-extract/css';
import { tokens } from '#client/console/styles.css';

const wide = 'screen and (min-width: 1000px)';

export const filters = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 10 });
export const filterField = style({ flex: '1 1 150px', maxWidth: 220 });
export const count = style({ marginInlineStart: 'auto', alignSelf: 'center', color: tokens.muted });

/** A face and a name in a table cell; the name may shorten, never the face. */
export const person = style({ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 });
export const avatar = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: 32,
  height: 32,
  borderRadius: '50%',
  objectFit: 'cover',
  background: '#e4e8ef',
  color: tokens.muted,
  fontWeight: 700,
});
export const personText = style({ display: 'grid', minWidth: 0 });
export const name = style({ fontWeight: 600, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: 220 });
export const sub = style({ color: tokens.muted, fontSize: 12, whiteSpace: 'nowrap' });
export const words = style({ display: 'block', maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: tokens.muted });
export const badges = style({ display: 'inline-flex', flexWrap: 'wrap', gap: 4 });
export const nowrap = style({ whiteSpace: 'nowrap' });
export const more = style({ alignSelf: 'center' });

/** The complaint and the messages on the left, the member and the decision on the right; one column on a phone. */
export const layout = style({
  display: 'grid',
  gap: 16,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [wide]: { gridTemplateColumns: 'minmax(0, 1fr) 400px' } },
});
export const column = style({ display: 'grid', gap: 16, minWidth: 0 });
export const side = style([column, { '@media': { [wide]: { position: 'sticky', top: 12 } } }]);
export const sectionTitle = style({ margin: '0 0 10px', fontSize: 16 });
export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: '6px 14px', margin: 0 });
export const factLabel = style({ color: tokens.muted });
export const factValue = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });
export const quote = style({
  margin: '12px 0 0',
  padding: '10px 14px',
  borderInlineStart: `4px solid ${tokens.border}`,
  background: '#f8f9fb',
  borderRadius: 6,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
export const hint = style({ margin: '0 0 10px', color: tokens.muted, fontSize: 13 });

/** The conversation around a cited message, as the two members saw it: one on each side. */
export const thread = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 });
const bubble = style({
  maxWidth: '85%',
  padding: '8px 12px',
  borderRadius: 12,
  border: `1px solid ${tokens.border}`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
export const message = styleVariants({
  reported: [bubble, { alignSelf: 'flex-start', background: tokens.surface }],
  reporter: [bubble, { alignSelf: 'flex-end', background: '#eef2fb' }],
  other: [bubble, { alignSelf: 'flex-start', background: '#f3f5f8' }],
});
export const cited = style({ borderColor: tokens.danger, borderWidth: 2, boxShadow: `0 0 0 3px #fdecea` });
export const messageMeta = style({ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center', marginBottom: 2, fontSize: 12, color: tokens.muted });
export const messagePhoto = style({ display: 'block', width: 120, height: 120, objectFit: 'cover', borderRadius: 8 });

export const profileHead = style({ display: 'flex', gap: 12, alignItems: 'center', marginBottom: 12 });
export const profilePhoto = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: 72,
  height: 72,
  borderRadius: 10,
  objectFit: 'cover',
  background: '#e4e8ef',
  color: tokens.muted,
  fontSize: 28,
  fontWeight: 700,
});
export const profileFacts = style({ margin: '2px 0 6px', color: tokens.muted });
export const profileName = style({ margin: 0, fontSize: 18, overflowWrap: 'anywhere' });
export const about = style({ margin: '10px 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const photos = style({
  listStyle: 'none',
  margin: '8px 0 0',
  padding: 0,
  display: 'grid',
  gap: 8,
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
});
export const photo = style({ position: 'relative', margin: 0 });
export const photoImage = style({ display: 'block', width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 8, background: '#e4e8ef' });
export const photoGone = style({ background: 'repeating-linear-gradient(45deg, #e4e8ef 0 6px, transparent 6px 12px)', border: '1px dashed #c5ccd8' });
export const photoCaption = style({ display: 'flex', flexWrap: 'wrap', gap: 4, marginTop: 4, fontSize: 12 });

export const others = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 });
export const other = style({ display: 'grid', gap: 2, paddingBottom: 8, borderBottom: `1px solid ${tokens.border}` });

export const actions = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 8 });
export const actionButton = style({ justifyContent: 'space-between', width: '100%' });
/** The key on a coloured button keeps the key's own dark text. */
export const actionKey = style({ color: tokens.text });
export const textarea = style({ minHeight: 72, resize: 'vertical' });
export const dialogForm = style({ display: 'grid', gap: 12 });
export const dialogActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 8 });

/** Photos to choose from when hiding one: a radio per photo, the picture as its label. */
export const pickList = style({ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', border: 0, margin: 0, padding: 0 });
export const pick = style({
  display: 'grid',
  gap: 4,
  padding: 4,
  borderRadius: 10,
  border: `2px solid ${tokens.border}`,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: tokens.accent, background: tokens.rowActive },
    '&:has(input:focus-visible)': { outline: `3px solid ${tokens.accent}`, outlineOffset: 2 },
  },
});
export const pickInput = style({ position: 'absolute', opacity: 0, width: 1, height: 1 });
