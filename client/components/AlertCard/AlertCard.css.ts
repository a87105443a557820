import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '#themes';
import { media } from '#themes/tokens';

const rise = keyframes({ from: { transform: 'translateY(16px)', opacity: 0 }, to: { transform: 'none', opacity: 1 } });

/**
 * On phones a card at the top of the content, in the page's flow, as the dating apps show their
 * banners: over the bottom edge it covered the search's first cards and a profile's buttons, and
 * the bottom edge belongs to the tab bar. The server renders the mail and profile alerts (the
 * "not now"s are cookies, decision 0150); the push alert depends on the browser's push state, so
 * it moves the page down once, as it appears after hydration.
 * From the tablet width on, where the page has room beside it, a card over the page's bottom edge
 * that shifts nothing. Under the toasts and the modals.
 */
export const alert = style({
  margin: '16px 16px 0',
  animation: `${rise} 200ms ease-out`,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: '8px 12px',
  padding: '12px 12px 12px 16px',
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  borderInlineStart: `4px solid ${vars.color.primary}`,
  boxShadow: vars.shadow.card,
  '@media': {
    [media.md]: {
      position: 'fixed',
      boxShadow: vars.shadow.modal,
      insetInlineEnd: 24,
      bottom: 24,
      zIndex: 50,
      width: 640,
      margin: 0,
      gridTemplateColumns: 'auto 1fr auto auto',
    },
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});
/** Something has gone wrong for the member (their mail no longer arrives): the edge says so. */
export const warning = style({ borderInlineStartColor: vars.color.warning });
export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  borderRadius: '50%',
  background: vars.color.surfaceAlt,
  color: vars.color.primary,
});
export const text = style({ display: 'grid', gap: 2, minWidth: 0 });
export const title = style({ margin: 0, fontWeight: 700, fontSize: 15, lineHeight: 1.3, '@media': { [media.md]: { fontSize: 16 } } });
export const hint = style({ margin: 0, fontSize: 14, color: vars.color.textMuted });
/** An alert's why shows from the tablet width on: on a phone the card stays a short strip above the content. */
export const hintFromTablets = style({ display: 'none', '@media': { [media.sm]: { display: 'block' } } });
/** Under the text on a phone, beside it from the tablet width on. */
export const actions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
  '@media': { [media.md]: { gridColumn: 3, gridRow: 1 } },
});
/** Several choices: under the text at every width, lined up with it from the tablet width on. */
export const actionsBelow = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
  '@media': { [media.md]: { gridColumn: '2 / -1', gridRow: 2 } },
});
export const close = style({
  gridRow: 1,
  gridColumn: 3,
  alignSelf: 'start',
  width: 32,
  height: 32,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: 22,
  lineHeight: 1,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceAlt },
  '@media': { [media.md]: { gridColumn: 4, alignSelf: 'center' } },
});
/** With the choices below, the close button stays in the top corner. */
export const closeTop = style({ '@media': { [media.md]: { alignSelf: 'start' } } });
/** A small link among several in one card: a pill, compact on a phone so two share a row, still a comfortable target. */
export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 36,
  paddingInline: 12,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.primary}`,
  color: vars.color.primary,
  background: vars.color.surface,
  fontSize: 13,
  fontWeight: 600,
  textDecoration: 'none',
  ':hover': { background: vars.color.surfaceAlt },
  '@media': { [media.md]: { minHeight: 40, paddingInline: 14, fontSize: 14 } },
});
