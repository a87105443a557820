import { style } from '@vanilla-extract/css';
import { vars } from '#themes';
import { media } from '#themes/tokens';
import { visuallyHidden } from '#client/styles/layout.css';

export const wrapper = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  borderRadius: vars.radius.small,
  border: '1px solid transparent',
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&:focus-within': { outline: `3px solid ${vars.color.primary}`, outlineOffset: 2 } },
  // Phones show the globe alone, like the bar's other icons, so the site's name keeps its room.
  '@media': { [media.sm]: { borderColor: vars.color.border } },
});
export const code = style({ display: 'none', '@media': { [media.sm]: { display: 'inline' } } });
export const label = visuallyHidden;
export const face = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  paddingInline: 8,
  fontSize: 14,
  fontWeight: 600,
  pointerEvents: 'none',
  '@media': { [media.sm]: { paddingInline: 10 } },
});
export const globe = style({ width: 18, height: 18, fill: 'none', stroke: 'currentColor', strokeWidth: 1.6 });
export const select = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  opacity: 0,
  cursor: 'pointer',
  font: 'inherit',
  fontSize: 16,
});
