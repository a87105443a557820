import { style } from '@vanilla-extract/css';
import { vars } from '#themes';
import { media } from '#themes/tokens';

/** A list of face tiles, three a row on phones. */
const faceGrid = style({
  display: 'grid',
  gap: 8,
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
/** The front page: four a row beside the pitch on wide screens. */
export const wall = style([faceGrid, { '@media': { [media.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 10 } } }]);
/** A dashboard panel: one row of six on wide screens. */
export const row = style([faceGrid, { '@media': { [media.lg]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' } } }]);
export const tile = style({
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  aspectRatio: '1',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceAlt,
  color: '#ffffff',
  textDecoration: 'none',
  boxShadow: vars.shadow.card,
  transition: 'transform .15s',
  ':hover': { transform: 'scale(1.03)' },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none', ':hover': { transform: 'none' } } },
});
/** height auto: the width and height attributes only give the ratio before the file arrives. */
export const photo = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
/** White text needs its dark ground whatever the photo: a gradient from the bottom edge. */
export const caption = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  display: 'grid',
  padding: '18px 6px 5px',
  background: 'linear-gradient(transparent, rgba(0, 0, 0, .78))',
  fontSize: 13,
  lineHeight: 1.25,
  textShadow: '0 1px 2px rgba(0, 0, 0, .6)',
  '@media': { [media.md]: { padding: '22px 8px 6px', fontSize: 14 } },
});
/** A long name gives way, the age never does: "Johanna, …" told nothing. */
export const name = style({ display: 'flex', minWidth: 0, fontWeight: 700 });
export const nameText = style({ minWidth: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
export const age = style({ flex: 'none', whiteSpace: 'pre' });
export const place = style({ fontSize: 11, opacity: 0.92, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
export const marks = style({
  position: 'absolute',
  top: 4,
  insetInlineEnd: 4,
  display: 'flex',
  gap: 2,
  padding: '1px 5px',
  borderRadius: vars.radius.pill,
  background: 'rgba(255, 255, 255, .9)',
  color: vars.color.text,
  fontSize: 13,
});
export const badge = style({
  position: 'absolute',
  top: 4,
  insetInlineStart: 4,
  padding: '1px 7px',
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.primaryContrast,
  fontSize: 11,
  fontWeight: 700,
});
