import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#themes';
import { modalWidths } from '#themes/tokens';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  display: 'grid',
  placeItems: 'center',
  padding: 16,
  background: 'rgba(0, 0, 0, .6)',
  animation: `${fadeIn} .15s ease-out`,
  overflowY: 'auto',
});

const dialogBase = style({
  width: '100%',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.modal,
  padding: 24,
  // Focus moves to the dialog for screen readers; the ring would only frame the whole box.
  ':focus': { outline: 'none' },
});

/** Modal widths: 300, 500, 800, 1140 px (docs/product.md#themes). */
export const dialog = styleVariants(modalWidths, (width) => [dialogBase, { maxWidth: width }]);

export const title = style({ fontSize: '1.375rem', marginBottom: 12 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 20, justifyContent: 'flex-end' });
