import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '#themes';
import { media } from '#themes/tokens';

/**
 * The notices' column: under the top bar (60 px and its border), full width less a margin on phones,
 * 360 px at the top right from tablets on, in line with the alert card below. It lets clicks through where no card is.
 */
const stack = style({
  position: 'fixed',
  insetInline: 8,
  // Above the sticky top bar (100) should they meet, below the profile menu (200) and dialogs.
  zIndex: 150,
  display: 'grid',
  gap: 8,
  pointerEvents: 'none',
  '@media': { [media.md]: { insetInlineStart: 'auto', insetInlineEnd: 24, width: 360 } },
});
export const belowTopBar = style([stack, { top: 'calc(68px + env(safe-area-inset-top, 0px))' }]);
/** The chat screens have no top bar: the card covers their header for its few seconds, as messengers do. */
export const atTop = style([stack, { top: 'calc(8px + env(safe-area-inset-top, 0px))' }]);

const drop = keyframes({ from: { transform: 'translateY(-12px)', opacity: 0 }, to: { transform: 'none', opacity: 1 } });

export const card = style({
  display: 'flex',
  alignItems: 'center',
  gap: 4,
  padding: 6,
  paddingInlineEnd: 2,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  color: vars.color.text,
  // Lifted off the page, yet lighter than a dialog's shadow: a haze that wide would dim the screen's top.
  boxShadow: `${vars.shadow.card}, 0 8px 24px rgba(0, 0, 0, .14)`,
  pointerEvents: 'auto',
  animation: `${drop} 200ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const link = style({
  display: 'flex',
  flex: 1,
  alignItems: 'center',
  gap: 12,
  minWidth: 0,
  padding: 4,
  borderRadius: vars.radius.medium,
  color: 'inherit',
  textDecoration: 'none',
});

export const photo = style({ flexShrink: 0, width: 48, height: 48, overflow: 'hidden', borderRadius: '50%', background: vars.color.surfaceAlt });
export const text = style({ display: 'grid', gap: 2, minWidth: 0 });
export const title = style({ overflow: 'hidden', fontWeight: 700, whiteSpace: 'nowrap', textOverflow: 'ellipsis' });
/** Two lines at most: a long message ends in an ellipsis. */
export const line = style({
  display: '-webkit-box',
  overflow: 'hidden',
  color: vars.color.textMuted,
  fontSize: 14,
  lineHeight: 1.35,
  overflowWrap: 'anywhere',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
});

export const close = style({
  display: 'grid',
  flexShrink: 0,
  placeItems: 'center',
  width: 44,
  height: 44,
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceAlt, color: vars.color.text },
});

export const closeIcon = style({ width: 20, height: 20, fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round' });
