import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#themes';

const base = style({
  padding: '12px 16px',
  borderRadius: vars.radius.small,
  borderInlineStart: '4px solid',
  background: vars.color.surface,
  color: vars.color.text,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  alignItems: 'center',
  // A long e-mail address in the text must wrap, not widen the page on a phone.
  overflowWrap: 'anywhere',
});

export const alert = styleVariants({
  info: [base, { borderColor: vars.color.secondary }],
  success: [base, { borderColor: vars.color.success }],
  warning: [base, { borderColor: vars.color.warning }],
  danger: [base, { borderColor: vars.color.danger }],
});
