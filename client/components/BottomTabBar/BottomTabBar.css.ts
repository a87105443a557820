import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#themes';
import { media } from '#themes/tokens';

/** A tab's height above the safe area, as the native apps draw theirs. */
const TAB_HEIGHT = 56;

/**
 * How far the tab bar reaches up from the screen's foot, for what else sits there (the toasts):
 * nothing where it does not show (visitors, wider screens, a page it steps aside on).
 */
export const tabBarRoom = createVar();

/**
 * The phone's navigation at the screen's foot. Sticky at the end of the page rather than fixed: it
 * takes its own room in the flow, so the footer and the page's last button end above it and no
 * page needs to know its height.
 */
export const bar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 90,
  flexShrink: 0,
  paddingBottom: 'env(safe-area-inset-bottom)',
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: '0 -2px 10px rgba(0, 0, 0, .06)',
  '@media': { [media.md]: { display: 'none' } },
});
// A field or link reached by the keyboard or an anchor scrolls into view above the bar, not behind it.
globalStyle(`:root:has(${bar})`, {
  vars: { [tabBarRoom]: `calc(${TAB_HEIGHT}px + env(safe-area-inset-bottom))` },
  scrollPaddingBottom: tabBarRoom,
  '@media': { [media.md]: { vars: { [tabBarRoom]: '0px' } } },
});

export const list = style({ display: 'grid', gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', margin: 0, padding: 0, listStyle: 'none' });

export const tab = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 3,
  minHeight: TAB_HEIGHT,
  paddingInline: 2,
  color: vars.color.textMuted,
  fontSize: 11,
  fontWeight: 600,
  lineHeight: 1.2,
  textDecoration: 'none',
  WebkitTapHighlightColor: 'transparent',
  outlineOffset: -4,
  selectors: { '&[aria-current="page"]': { color: vars.color.primary, fontWeight: 700 } },
});

/** The icon with its count in the corner, where the native apps put it. */
export const iconBox = style({ position: 'relative', display: 'grid', placeItems: 'center' });
export const icon = style({
  width: 24,
  height: 24,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  selectors: { [`${tab}[aria-current="page"] &`]: { strokeWidth: 2.3 } },
});

export const label = style({ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const badge = style({
  position: 'absolute',
  top: -6,
  insetInlineStart: 14,
  minWidth: 20,
  padding: '0 5px',
  borderRadius: vars.radius.pill,
  // A ring in the bar's colour parts the count from the icon under it.
  border: `2px solid ${vars.color.surface}`,
  background: vars.color.danger,
  color: '#ffffff',
  fontSize: 11,
  fontWeight: 700,
  lineHeight: '16px',
  textAlign: 'center',
});
