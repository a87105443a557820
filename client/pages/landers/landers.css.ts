import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#themes';
import { media } from '#themes/tokens';

/** Shared pieces of every lander: the hero text, the call to action, the sign-up at the end. */
export const photo = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover', background: vars.color.surfaceAlt });

export const section = style({ width: '100%', maxWidth: 1140, marginInline: 'auto', paddingInline: 16, paddingBlock: 24 });

export const headline = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: 'clamp(1.7rem, 6vw, 3rem)',
  lineHeight: 1.1,
  letterSpacing: '-0.01em',
});
export const subline = style({ margin: '10px 0 0', fontSize: 'clamp(1rem, 3.6vw, 1.25rem)', lineHeight: 1.4, opacity: 0.92 });

export const ctaButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 54,
  width: '100%',
  maxWidth: 380,
  paddingInline: 28,
  marginTop: 20,
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.primaryContrast,
  font: 'inherit',
  fontSize: '1.15rem',
  fontWeight: 700,
  textDecoration: 'none',
  boxShadow: '0 8px 24px rgba(0, 0, 0, .25)',
  cursor: 'pointer',
  ':hover': { filter: 'brightness(1.08)' },
  ':focus-visible': { outline: `3px solid ${vars.color.secondary}`, outlineOffset: 3 },
});

export const trust = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '6px 16px',
  margin: '14px 0 0',
  padding: 0,
  listStyle: 'none',
  fontSize: '.9rem',
  opacity: 0.9,
});
globalStyle(`${trust} li::before`, { content: '"✓ "', fontWeight: 700 });

export const signup = style({
  width: '100%',
  maxWidth: 560,
  marginInline: 'auto',
  marginBlock: 24,
  padding: '24px 16px',
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  textAlign: 'center',
  '@media': { [media.md]: { padding: 32 } },
});
export const signupTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: '1.5rem' });
export const signupLead = style({ margin: '8px 0 16px', color: vars.color.textMuted });
export const signupFlow = style({ textAlign: 'start' });

export const fictional = style({ fontSize: '.85em' });
