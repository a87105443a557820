import { style } from '@vanilla-extract/css';
import { vars } from '#themes';

const pill = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  padding: '1px 7px',
  fontSize: 11,
  lineHeight: '16px',
  fontWeight: 700,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
  cursor: 'help',
});

/** The cam badge: the site's own colour, so it reads as a label of the site, not of the partner. */
export const cam = style([pill, { background: vars.color.primary, color: vars.color.primaryContrast, textTransform: 'uppercase', letterSpacing: '0.04em' }]);

/** "from <site>": quieter than the name, and it gives way first when the line is short. */
export const homeSite = style([
  pill,
  {
    flexShrink: 1,
    minWidth: 0,
    maxWidth: '16em',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    fontWeight: 600,
    background: vars.color.surfaceAlt,
    color: vars.color.textMuted,
    border: `1px solid ${vars.color.border}`,
  },
]);

/**
 * The same words as a line of text, in the site's primary colour: a guest from elsewhere. It may
 * wrap rather than cut the site's name, the one thing it is there to say.
 */
export const homeSiteLine = style({ display: 'block', fontSize: 12, lineHeight: 1.3, fontWeight: 600, color: vars.color.primary, overflowWrap: 'anywhere' });
