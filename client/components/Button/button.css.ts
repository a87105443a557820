import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#themes';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  minHeight: 44,
  paddingInline: 20,
  border: '2px solid transparent',
  borderRadius: vars.radius.pill,
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'filter .15s, background-color .15s',
  ':hover': { filter: 'brightness(1.08)' },
  ':disabled': { opacity: 0.6, cursor: 'not-allowed' },
});

/** Button looks, usable on <button> and <Link> alike. */
export const button = styleVariants({
  primary: [base, { background: vars.color.primary, color: vars.color.primaryContrast }],
  secondary: [base, { background: vars.color.secondary, color: vars.color.secondaryContrast }],
  ghost: [base, { background: 'transparent', color: 'inherit' }],
  outlineLight: [base, { background: vars.color.surface, color: vars.color.primary, borderColor: vars.color.primary }],
  /** For dark or coloured backgrounds such as the home hero. */
  light: [base, { background: 'transparent', color: '#ffffff', borderColor: 'rgba(255, 255, 255, .85)' }],
});
