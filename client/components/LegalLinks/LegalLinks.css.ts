import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#themes';

/** Spaced rather than dotted: a line that wraps on a phone then starts with a link, never a stray dot. */
const base = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 18 });

/** In a footer it takes the footer's colours and size; under the sign-up form it is quiet and centred, as the apps' fine print is. */
export const line = styleVariants({
  footer: [base, { marginBottom: 16 }],
  dialog: [
    base,
    { justifyContent: 'center', marginTop: 16, paddingTop: 12, borderTop: `1px solid ${vars.color.border}`, color: vars.color.textMuted, fontSize: 13 },
  ],
});

/** At least 24 px tall (WCAG 2.5.8's target size), like the full footer's links. */
export const link = style({
  display: 'inline-block',
  paddingBlock: 4,
  color: 'inherit',
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': { textDecoration: 'underline' },
});

/** A link inside a sentence (the acceptance line): the page's link colour, underlined so it reads as one. */
export const inline = style({ textDecoration: 'underline', textUnderlineOffset: 2, ':hover': { textDecorationThickness: 2 } });
