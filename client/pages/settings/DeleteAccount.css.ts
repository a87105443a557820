import { style } from '@vanilla-extract/css';
import { vars } from '#themes';

/** The granted code on a line of its own, never broken at its dash, easy to read out and copy. */
export const code = style({
  display: 'inline-block',
  padding: '6px 12px',
  border: `2px dashed ${vars.color.success}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceAlt,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 18,
  fontWeight: 700,
  letterSpacing: '0.06em',
  whiteSpace: 'nowrap',
  userSelect: 'all',
});
