import { style } from '@vanilla-extract/css';
import { vars } from '#themes';

/** A card that is a link: the surface with its shadow, lifted a little under the pointer. */
export const raisedLink = style({
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  textDecoration: 'none',
  transition: 'transform .15s',
  ':hover': { transform: 'translateY(-2px)' },
});
