import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#themes';
import { media } from '#themes/tokens';

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: 100,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const inner = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, minHeight: 60 });
export const actions = style({ display: 'flex', alignItems: 'center', gap: 2, flexShrink: 0, '@media': { [media.sm]: { gap: 4 }, [media.md]: { gap: 8 } } });
export const compact = style({
  minHeight: 40,
  paddingInline: 10,
  fontSize: 14,
  '@media': { [media.md]: { paddingInline: 20, fontSize: 16 } },
});

/** On phones an icon link is the icon with a little room around it. */
export const iconLink = style({ '@media': { 'screen and (max-width: 575.98px)': { paddingInline: 5 } } });

/** Phones show icons for "Search" and "Log in", so the site name keeps its room. */
export const navIcon = style({
  width: 22,
  height: 22,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  '@media': { [media.sm]: { display: 'none' } },
});
export const navText = style({ display: 'none', '@media': { [media.sm]: { display: 'inline' } } });

export const withBadge = style({ position: 'relative' });
/** Links hidden below a width: the swipe game on phones, and a member's sections wherever the tab bar holds them (below md). */
export const shownFrom = styleVariants({
  sm: { display: 'none', '@media': { [media.sm]: { display: 'inline-flex' } } },
  md: { display: 'none', '@media': { [media.md]: { display: 'inline-flex' } } },
});
export const badge = style({
  position: 'absolute',
  top: 2,
  insetInlineEnd: 2,
  minWidth: 18,
  padding: '0 5px',
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: '#ffffff',
  fontSize: 11,
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
  // Where the word shows, the count sits above its end: level with it, "99+" would hide the last letters.
  '@media': { [media.sm]: { top: -8, insetInlineEnd: -4 } },
});

/** The installed app's back button: an arrow at every width, before the site's mark. */
export const backIcon = style({ width: 22, height: 22, fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' });
export const start = style({ display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 });
