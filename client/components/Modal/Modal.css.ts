import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#themes';
import { modalWidths } from '#themes/tokens';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/**
 * The dialog element is the dimmed full-screen layer and the panel sits in it: it looks the same
 * open from the server (not yet modal, under z-index) as after showModal() (in the top layer).
 */
export const dialog = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  maxHeight: 'none',
  margin: 0,
  padding: 16,
  border: 0,
  background: 'rgba(0, 0, 0, .6)',
  color: vars.color.text,
  overflowY: 'auto',
  animation: `${fadeIn} .15s ease-out`,
  // Focus moves to the dialog for screen readers; a ring would only frame the whole screen.
  ':focus': { outline: 'none' },
  selectors: { '&[open]': { display: 'grid' } },
});

globalStyle(`${dialog}::backdrop`, { background: 'transparent' });

// The page behind does not scroll while a dialog is open, from the server's first paint on.
globalStyle(`html:has(${dialog}[open])`, { overflow: 'hidden' });

const panelBase = style({
  // Centred by auto margins, not place-items: a panel taller than the screen then starts at the top, all of it reachable by scrolling.
  margin: 'auto',
  width: '100%',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.modal,
  padding: 24,
});

/** Modal widths: 300, 500, 800, 1140 px (docs/product.md#themes). */
export const panel = styleVariants(modalWidths, (width) => [panelBase, { maxWidth: width }]);

export const title = style({ fontSize: '1.375rem', marginBottom: 12 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 20, justifyContent: 'flex-end' });
