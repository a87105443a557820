import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#themes';

const base = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', fontSize: 13, lineHeight: 1.4 });

/** In a footer it takes the footer's colours; under the sign-up form it is quiet and centred, as the apps' fine print is. */
export const line = styleVariants({
  footer: [base, { marginBottom: 16 }],
  dialog: [base, { justifyContent: 'center', marginTop: 16, paddingTop: 12, borderTop: `1px solid ${vars.color.border}`, color: vars.color.textMuted }],
});

/** A middle dot between two links. */
export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  selectors: { '& + &::before': { content: '"·"', paddingInline: 8, opacity: 0.6 } },
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
