import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '#themes';

const rise = keyframes({ from: { opacity: 0, transform: 'translateY(12px)' }, to: { opacity: 1, transform: 'none' } });

/** The deck's width (320 px) and a little more: the card stands where the cards stood. */
export const card = style({
  display: 'grid',
  justifyItems: 'center',
  gap: 8,
  width: '100%',
  maxWidth: 400,
  padding: '28px 20px 20px',
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  textAlign: 'center',
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${rise} .3s ease-out` } },
});

export const badge = style({
  display: 'grid',
  placeItems: 'center',
  width: 72,
  height: 72,
  borderRadius: '50%',
  background: `linear-gradient(160deg, ${vars.color.primary} 0%, ${vars.color.secondary} 100%)`,
  color: vars.color.primaryContrast,
  boxShadow: vars.shadow.card,
});
export const badgeIcon = style({ width: 36, height: 36, fill: 'currentColor' });

export const title = style({ margin: '8px 0 0', fontSize: '1.375rem', ':focus': { outline: 'none' } });
export const refill = style({ margin: '4px 0 0', color: vars.color.textMuted });
export const timer = style({
  margin: 0,
  fontSize: '2.5rem',
  fontWeight: 800,
  lineHeight: 1.1,
  letterSpacing: '.04em',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const meanwhile = style({
  justifySelf: 'stretch',
  margin: '16px 0 4px',
  fontSize: '0.8125rem',
  fontWeight: 700,
  letterSpacing: '.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  textAlign: 'start',
});

export const ways = style({ display: 'grid', gap: 10, justifySelf: 'stretch', margin: 0, padding: 0, listStyle: 'none' });

const wayBase = style({
  display: 'grid',
  gridTemplateColumns: '28px 1fr 20px',
  alignItems: 'center',
  gap: 12,
  minHeight: 56,
  padding: '12px 14px',
  borderRadius: vars.radius.medium,
  textAlign: 'start',
  textDecoration: 'none',
  transition: 'filter .15s, border-color .15s',
  ':hover': { filter: 'brightness(1.04)' },
  ':focus-visible': { outline: `3px solid ${vars.color.text}`, outlineOffset: 2 },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const way = style([
  wayBase,
  {
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceAlt,
    color: vars.color.text,
    selectors: { '&:hover': { borderColor: vars.color.primary } },
  },
]);

/** Premium, the offer, in the site's colour; its hint keeps the full contrast of the button text. */
export const wayHighlighted = style([
  wayBase,
  { border: '1px solid transparent', background: vars.color.primary, color: vars.color.primaryContrast, boxShadow: vars.shadow.card },
]);

export const wayIcon = style({ width: 24, height: 24, fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinejoin: 'round', strokeLinecap: 'round' });
export const chevron = style([wayIcon, { width: 20, height: 20, opacity: 0.7 }]);
export const wayText = style({ display: 'grid', gap: 2 });
export const wayHint = style({ fontSize: '0.875rem', lineHeight: 1.35 });
