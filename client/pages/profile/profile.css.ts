import { style } from '@vanilla-extract/css';
import { vars } from '#themes';

export const page = style({ display: 'grid', gap: 20, maxWidth: 800, marginInline: 'auto' });
export const section = style({
  display: 'grid',
  gap: 12,
  padding: 20,
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.card,
});
/** A titled part inside a section (the interests), one place the enrich alert links to. */
export const part = style({ display: 'grid', gap: 8 });
/** Her main photo as a portrait beside the page's width, not a full-width square (760 px on a desktop). */
export const ownPhoto = style({ width: '100%', maxWidth: 240, borderRadius: vars.radius.medium, overflow: 'hidden' });
export const sectionTitle = style({ fontSize: '1.125rem', margin: 0 });
export const photoGrid = style({ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))' });
export const photoItem = style({ margin: 0, display: 'grid', gap: 6, alignContent: 'start' });
/** A photo that opens the viewer. */
export const photoLink = style({
  display: 'block',
  borderRadius: vars.radius.small,
  cursor: 'zoom-in',
  ':focus-visible': { outline: `3px solid ${vars.color.primary}`, outlineOffset: 3 },
});
export const photo = style({ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: vars.radius.small });
/** A rejected or removed photo: its files are gone, a hatched square keeps its place beside its reason. */
export const photoGone = style({
  display: 'block',
  // Not stretched to a taller neighbour's row: its height would widen it through the aspect ratio.
  alignSelf: 'start',
  background: `repeating-linear-gradient(45deg, ${vars.color.border} 0 6px, transparent 6px 12px)`,
  border: `1px dashed ${vars.color.border}`,
});
/** The photo in the "delete it?" dialog: recognisable, not a wall. */
export const confirmPhoto = style({ display: 'block', width: 160, height: 160, objectFit: 'cover', borderRadius: vars.radius.medium });
export const photoCaption = style({ display: 'flex', flexWrap: 'wrap', gap: 8, fontSize: 14 });
export const photoPending = style({ flexBasis: '100%', color: vars.color.textMuted, fontStyle: 'italic' });
export const photoRejected = style({ flexBasis: '100%', color: vars.color.danger, fontWeight: 600 });
export const uploadButton = style({ justifySelf: 'start', position: 'relative', overflow: 'hidden' });
export const hiddenInput = style({ position: 'absolute', inset: 0, opacity: 0, cursor: 'pointer' });
export const interests = style({ display: 'flex', flexWrap: 'wrap', gap: 8 });
export const interest = style({
  padding: '6px 12px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: 14,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.primaryContrast } },
});
