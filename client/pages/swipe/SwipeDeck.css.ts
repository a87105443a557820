import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#themes';
import { avatarLarge } from '#client/components/ProfileCard/ProfileCard.css';

const reducedMotion = '(prefers-reduced-motion: reduce)';

/** 320 px keeps the deck inside a 375 px screen with page padding; wider screens just centre it. */
export const root = style({ display: 'grid', justifyItems: 'center', gap: 20, width: '100%', maxWidth: 320, marginInline: 'auto' });

export const deck = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '320 / 440',
  borderRadius: vars.radius.large,
  ':focus-visible': { outline: `3px solid ${vars.color.primary}`, outlineOffset: 4 },
});

export const card = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  gridTemplateRows: 'minmax(0, 1fr) auto',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  // Horizontal moves belong to the swipe; vertical ones still scroll the page.
  touchAction: 'pan-y',
  userSelect: 'none',
  WebkitUserSelect: 'none',
  transformOrigin: '50% 100%',
  // Lets the cards below glide up when the top one leaves.
  transition: 'transform .2s ease-out',
  '@media': { [reducedMotion]: { transition: 'none' } },
});

const stackDepth = styleVariants({
  top: { zIndex: 3, cursor: 'grab', ':active': { cursor: 'grabbing' } },
  second: { zIndex: 2, transform: 'translateY(12px) scale(.95)', pointerEvents: 'none' },
  third: { zIndex: 1, transform: 'translateY(24px) scale(.9)', pointerEvents: 'none' },
});
/** Indexed by a card's place in the stack, top first. */
export const depth = [stackDepth.top, stackDepth.second, stackDepth.third];

/** Pointer events fall through to the card, so the browser never starts a native image drag. */
export const photo = style({ minHeight: 0, pointerEvents: 'none' });
// The large avatar is made for standalone use; in the deck it fills the card's photo area instead.
globalStyle(`${photo} > ${avatarLarge}`, { width: '100%', height: '100%', aspectRatio: 'auto', borderRadius: 0 });

export const details = style({ display: 'grid', gap: 2, padding: '12px 18px 14px' });
export const caption = style({ display: 'flex', alignItems: 'center', gap: 8, margin: 0, fontSize: '1.375rem', fontWeight: 700 });
export const where = style({ margin: 0, fontSize: '0.875rem', color: vars.color.textMuted });
/** Two lines at most: the card keeps its photo's room. */
export const about = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  margin: '4px 0 0',
  fontSize: '0.9375rem',
  lineHeight: 1.35,
});
export const name = style({ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });

const stampBase = style({
  position: 'absolute',
  top: 24,
  padding: '4px 12px',
  border: '4px solid currentColor',
  borderRadius: vars.radius.small,
  background: 'rgba(255, 255, 255, .75)',
  fontSize: '2rem',
  fontWeight: 800,
  letterSpacing: '.05em',
  textTransform: 'uppercase',
  // Shown by the drag handler, which writes the opacity as the card moves.
  opacity: 0,
  pointerEvents: 'none',
});
export const stamp = styleVariants({
  like: [stampBase, { left: 20, color: vars.color.primary, transform: 'rotate(-15deg)' }],
  pass: [stampBase, { right: 20, color: vars.color.secondary, transform: 'rotate(15deg)' }],
});

export const actions = style({ display: 'flex', justifyContent: 'center', gap: 32, paddingTop: 16 });

const actionBase = style({
  display: 'grid',
  placeItems: 'center',
  width: 64,
  height: 64,
  padding: 0,
  border: 'none',
  borderRadius: '50%',
  boxShadow: vars.shadow.card,
  fontSize: 28,
  lineHeight: 1,
  cursor: 'pointer',
  transition: 'filter .15s, transform .15s',
  ':hover': { filter: 'brightness(1.08)' },
  ':active': { transform: 'scale(.92)' },
  ':focus-visible': { outline: `3px solid ${vars.color.text}`, outlineOffset: 3 },
  ':disabled': { filter: 'grayscale(1)', opacity: 0.45, cursor: 'not-allowed', transform: 'none' },
  '@media': { [reducedMotion]: { transition: 'none' } },
});
export const action = styleVariants({
  like: [actionBase, { background: vars.color.primary, color: vars.color.primaryContrast }],
  pass: [actionBase, { background: vars.color.secondary, color: vars.color.secondaryContrast }],
});
