import { style } from '@vanilla-extract/css';
import { vars } from '#themes';
import { media } from '#themes/tokens';

export const header = style({ display: 'grid', gap: 12 });
export const greeting = style({ margin: 0, fontSize: 'clamp(1.5rem, 4vw, 2rem)' });
export const panels = style({
  display: 'grid',
  gap: 16,
  marginTop: 24,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const panel = style({
  display: 'grid',
  alignContent: 'start',
  gap: 12,
  minWidth: 0,
  padding: 16,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  '@media': { [media.md]: { padding: 20 } },
});
/** The new faces span the dashboard's width on wide screens. */
export const widePanel = style([panel, { '@media': { [media.md]: { gridColumn: '1 / -1' } } }]);
export const panelHead = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 12 });
export const panelTitle = style({ margin: 0, fontSize: '1.125rem' });
export const more = style({ flex: 'none', color: vars.color.primary, fontWeight: 600, fontSize: 14 });
export const empty = style({ margin: 0, color: vars.color.textMuted });
export const emptyAction = style({ justifySelf: 'start' });
export const chats = style({ display: 'grid', gap: 4, margin: 0, padding: 0, listStyle: 'none' });
export const chat = style({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: 8,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { background: vars.color.surfaceAlt },
});
export const chatAvatar = style({ flex: 'none', width: 48, height: 48, overflow: 'hidden', borderRadius: '50%' });
export const chatText = style({ display: 'grid', minWidth: 0, flex: 1 });
export const chatName = style({ fontWeight: 700 });
export const chatPreview = style({ color: vars.color.textMuted, fontSize: 14, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
export const unread = style({
  flex: 'none',
  minWidth: 24,
  padding: '2px 8px',
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.primaryContrast,
  fontSize: 13,
  fontWeight: 700,
  textAlign: 'center',
});
/** Three faces of today's deck, fanned like cards on a table. */
export const deck = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16 });
export const stack = style({ display: 'flex', flex: 'none', paddingInlineStart: 20 });
export const stackFace = style({
  width: 64,
  height: 64,
  marginInlineStart: -20,
  overflow: 'hidden',
  borderRadius: '50%',
  border: `3px solid ${vars.color.surface}`,
  background: vars.color.surfaceAlt,
});
export const swipeText = style({ display: 'grid', gap: 8, justifyItems: 'start', whiteSpace: 'nowrap' });
