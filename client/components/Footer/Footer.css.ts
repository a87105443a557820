import { style } from '@vanilla-extract/css';
import { vars } from '#themes';

export const footer = style({
  marginTop: 'auto',
  paddingBlock: 32,
  background: vars.color.secondary,
  color: vars.color.secondaryContrast,
  fontSize: 14,
});
export const links = style({ listStyle: 'none', margin: '0 0 20px', padding: 0, display: 'flex', flexWrap: 'wrap', gap: '4px 20px' });
/** Each link at least 24 px tall (WCAG 2.5.8's target size): a thumb finds the one it means on a phone. */
export const link = style({
  display: 'inline-block',
  paddingBlock: 4,
  color: 'inherit',
  textDecoration: 'none',
  opacity: 0.9,
  ':hover': { textDecoration: 'underline', opacity: 1 },
});
export const disclaimer = style({ margin: '0 0 12px', opacity: 0.75, maxWidth: 900 });
export const copyright = style({ margin: 0, opacity: 0.6 });
