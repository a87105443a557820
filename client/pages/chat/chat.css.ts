import { style } from '@vanilla-extract/css';
import { vars } from '#themes';
import { chatListWidth, media, messageColumnMaxWidth } from '#themes/tokens';

export const screen = style({ display: 'flex', height: '100%', minHeight: 0, background: vars.color.background });
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minHeight: 0,
  background: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  '@media': { [media.md]: { width: '35%', minWidth: chatListWidth.min, maxWidth: chatListWidth.max } },
});
/** On phones the open conversation takes the whole screen. */
export const listHiddenOnPhone = style([list, { display: 'none', '@media': { [media.md]: { display: 'flex' } } }]);
export const listHeader = style({ display: 'flex', alignItems: 'center', gap: 12, padding: '12px 16px', borderBottom: `1px solid ${vars.color.border}` });
export const listTitle = style({ fontSize: '1.25rem', margin: 0 });
export const items = style({ flex: 1, overflowY: 'auto', margin: 0, padding: 0, listStyle: 'none' });
export const item = style({
  flex: 1,
  minWidth: 0,
  display: 'grid',
  gridTemplateColumns: '48px 1fr auto',
  gap: 12,
  alignItems: 'center',
  padding: '10px 16px',
  color: vars.color.text,
  textDecoration: 'none',
});
export const thumb = style({ width: 48, height: 48, borderRadius: '50%', overflow: 'hidden' });
export const itemText = style({ display: 'grid', minWidth: 0 });
/** The name gives way (ellipsis) to the verified and fictional marks, which always show. */
export const itemName = style({ display: 'flex', alignItems: 'center', gap: 4, minWidth: 0, fontWeight: 700 });
export const itemNameText = style({ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
export const preview = style({ fontSize: 14, color: vars.color.textMuted, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
/** When the last message came, level with the name, above the unread count: in the unread colour while there is one. */
export const itemSide = style({ display: 'grid', justifyItems: 'end', alignSelf: 'stretch', alignContent: 'space-between', gap: 4, paddingBlock: 2 });
export const itemTime = style({ fontSize: 12, color: vars.color.textMuted, whiteSpace: 'nowrap' });
export const itemTimeUnread = style([itemTime, { color: vars.color.unread, fontWeight: 700 }]);
export const unread = style({
  minWidth: 22,
  padding: '0 6px',
  borderRadius: vars.radius.pill,
  background: vars.color.unread,
  color: vars.color.secondaryContrast,
  fontSize: 12,
  fontWeight: 700,
  lineHeight: '22px',
  textAlign: 'center',
});
export const pane = style({ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0, minHeight: 0 });
export const paneHiddenOnPhone = style([pane, { display: 'none', '@media': { [media.md]: { display: 'flex' } } }]);
export const empty = style({ margin: 'auto', padding: 24, color: vars.color.textMuted, textAlign: 'center' });
export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '8px 12px',
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const back = style({
  display: 'grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  borderRadius: '50%',
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: 22,
});
export const backOnPhone = style([back, { '@media': { [media.md]: { display: 'none' } } }]);
export const messages = style({
  flex: 1,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: 6,
  margin: 0,
  padding: 16,
  listStyle: 'none',
  width: '100%',
  maxWidth: messageColumnMaxWidth,
  marginInline: 'auto',
});
const bubble = style({ maxWidth: '80%', padding: '8px 12px', borderRadius: vars.radius.large, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const mine = style([bubble, { alignSelf: 'flex-end', background: vars.color.primary, color: vars.color.primaryContrast }]);
export const theirs = style([bubble, { alignSelf: 'flex-start', background: vars.color.surface, color: vars.color.text, boxShadow: vars.shadow.card }]);
/** The time under a message: small, so full-contrast colours, no fading (4.5:1 in every theme). */
export const meta = style({ display: 'block', fontSize: 12, marginTop: 2 });
export const metaMine = style([meta, { color: vars.color.primaryContrast }]);
export const metaTheirs = style([meta, { color: vars.color.textMuted }]);
/** Reporting one of the other member's messages: quiet beside the time, there when needed. */
export const report = style({ padding: 0, border: 0, background: 'none', color: 'inherit', font: 'inherit', textDecoration: 'underline', cursor: 'pointer' });
export const notice = style({ alignSelf: 'center', fontSize: 13, color: vars.color.textMuted, textAlign: 'center' });
/** The footer spans the pane like the top bar; its controls keep to the message column. Its top edge is the balance strip's. */
export const composer = style({
  display: 'flex',
  gap: 6,
  padding: 8,
  '@media': { [media.md]: { gap: 8, paddingBlock: 12, paddingInline: `max(12px, calc((100% - ${messageColumnMaxWidth}px) / 2))` } },
  width: '100%',
  background: vars.color.surface,
});
export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: 44,
  '::placeholder': { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  maxHeight: 160,
  padding: '10px 12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  font: 'inherit',
  resize: 'none',
  background: vars.color.background,
  color: vars.color.text,
});
export const problem = style({ width: '100%', maxWidth: messageColumnMaxWidth, marginInline: 'auto', padding: '0 12px' });
export const typing = style({ marginInlineStart: 'auto', fontSize: 13, color: vars.color.textMuted, fontStyle: 'italic' });
export const text = style({ display: 'block' });
/** Gift and photo buttons beside the message field. */
export const tool = style({
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: 44,
  minHeight: 44,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  fontSize: 14,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  ':focus-within': { outline: `2px solid ${vars.color.primary}`, outlineOffset: 1 },
});
/** Send: an arrow on phones (room for the text), the word from tablets up. */
export const sendLabel = style({ display: 'none', '@media': { [media.md]: { display: 'inline' } } });
export const sendIcon = style({ width: 22, height: 22, fill: 'currentColor', '@media': { [media.md]: { display: 'none' } } });
export const sendButton = style({ flexShrink: 0, minWidth: 44, paddingInline: 12 });
export const toolIcon = style({
  width: 22,
  height: 22,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
});
/** The file input stays in the label (so the label opens it) but takes no room. */
export const fileInput = style({ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' });
export const gifts = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))', gap: 8, margin: 0, padding: 0, listStyle: 'none' });
export const gift = style({
  display: 'grid',
  justifyItems: 'center',
  gap: 4,
  width: '100%',
  padding: '12px 8px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  ':hover': { borderColor: vars.color.primary },
  ':disabled': { opacity: 0.6, cursor: 'progress' },
});
export const giftIcon = style({ fontSize: 32, lineHeight: 1.2 });
export const giftMessage = style({ display: 'grid', justifyItems: 'center', gap: 2, fontWeight: 700 });
export const photoLink = style({ display: 'block', lineHeight: 0 });
export const photo = style({ width: 200, maxWidth: '100%', height: 'auto', aspectRatio: '1', objectFit: 'cover', borderRadius: vars.radius.medium });

/** Each chat of the list with its remove button beside the link. */
export const row = style({ display: 'flex', alignItems: 'center', paddingInlineEnd: 8, ':hover': { background: vars.color.surfaceAlt } });
export const rowActive = style([row, { background: vars.color.surfaceAlt }]);
export const removeButton = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: 40,
  height: 40,
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'none',
  color: vars.color.textMuted,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceAlt, color: vars.color.danger },
});
export const partnerName = style({ display: 'flex', alignItems: 'center', gap: 4, minWidth: 0, margin: 0, fontSize: '1.05rem' });
export const partnerLink = style({ color: 'inherit', textDecoration: 'none', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
/** The empty pane on wide screens: an invitation, not a grey field. */
export const choose = style({
  margin: 'auto',
  display: 'grid',
  justifyItems: 'center',
  gap: 8,
  padding: 24,
  maxWidth: 360,
  textAlign: 'center',
  color: vars.color.textMuted,
});
export const chooseIcon = style({ width: 64, height: 64, fill: 'none', stroke: vars.color.primary, strokeWidth: 1.5, strokeLinejoin: 'round' });
export const chooseTitle = style({ margin: 0, fontSize: '1.25rem', color: vars.color.text });
export const limit = style({
  display: 'grid',
  justifyItems: 'center',
  gap: 8,
  padding: 16,
  textAlign: 'center',
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});
export const limitTitle = style({ fontSize: '1.05rem' });
export const limitText = style({ margin: 0, maxWidth: 480, color: vars.color.textMuted });
export const offerBonus = style({ margin: 0, fontWeight: 700, color: vars.color.primary });
export const offerKept = style({ marginTop: 4, color: vars.color.textMuted });
export const photoPreview = style({
  display: 'block',
  width: '100%',
  maxHeight: 320,
  objectFit: 'contain',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceAlt,
});
export const reportForm = style({ display: 'grid', gap: 12 });
export const cited = style({
  margin: 0,
  padding: '8px 12px',
  borderInlineStart: `3px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
export const formActions = style({ display: 'flex', justifyContent: 'flex-end', gap: 8 });
/** A conversation with no messages yet: the partner's face and an invitation, where the messages will be. */
export const intro = style({ margin: 'auto', display: 'grid', justifyItems: 'center', gap: 8, padding: 24, textAlign: 'center', color: vars.color.textMuted });
export const introPhoto = style({ width: 120, height: 120, borderRadius: '50%', overflow: 'hidden', boxShadow: vars.shadow.card });
export const introTitle = style({ margin: 0, fontSize: '1.25rem', color: vars.color.text });

/** The balance and a text's price above the message field, the top edge of the footer (ComposerBalance). */
export const balanceStrip = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 6,
  width: '100%',
  paddingBlock: '6px 0',
  paddingInline: 12,
  '@media': { [media.md]: { paddingInline: `max(12px, calc((100% - ${messageColumnMaxWidth}px) / 2))` } },
  fontSize: 13,
  color: vars.color.textMuted,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});
export const topUp = style({ marginInlineStart: 'auto', minHeight: 32, paddingBlock: 4, paddingInline: 12, fontSize: 13 });
/** Off screen until focused, then a button-like link in the top corner (SkipToComposer). */
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: -10_000,
  top: 8,
  zIndex: 20,
  padding: '10px 14px',
  borderRadius: 8,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  boxShadow: '0 2px 12px rgba(0, 0, 0, 0.2)',
  selectors: { '&:focus': { insetInlineStart: 8 } },
});
