import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#themes';

const base = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: '-0.15em',
  // The seal takes the site's own colour; the check stays readable on it.
  color: vars.color.primary,
  cursor: 'help',
});

export const badge = styleVariants({
  small: [base, { width: '1em', height: '1em' }],
  large: [base, { width: '1.1em', height: '1.1em' }],
});

export const seal = style({ display: 'block', width: '100%', height: '100%' });
export const check = style({ stroke: vars.color.primaryContrast });
