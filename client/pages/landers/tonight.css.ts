import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '#themes/tokens';
import { vars } from '#themes';

/** alonetonight: a night-sky page whatever the site's theme — the evening is the point. */
export const night = style({ background: 'linear-gradient(180deg, #0e1230 0%, #1c1640 45%, #2a1a3e 100%)', color: '#f3f0ff' });

export const hero = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  padding: '36px 16px 20px',
  textAlign: 'center',
  '@media': { [media.md]: { padding: '56px 24px 24px' } },
});

export const moon = style({
  position: 'absolute',
  insetBlockStart: 18,
  insetInlineEnd: '12%',
  width: 44,
  height: 44,
  borderRadius: '50%',
  boxShadow: '10px 6px 0 0 #ffe8a3',
  opacity: 0.9,
});

export const kicker = style({
  margin: '0 0 10px',
  padding: '4px 12px',
  borderRadius: vars.radius.pill,
  background: 'rgba(255, 255, 255, .12)',
  fontSize: '.85rem',
  fontWeight: 700,
});

export const urgency = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  margin: '16px 0 0',
  fontWeight: 700,
  color: '#9ff0b8',
  '::before': { content: '""', width: 10, height: 10, borderRadius: '50%', background: '#2ee26f', boxShadow: '0 0 0 4px rgba(46, 226, 111, .25)' },
});

export const gridTitle = style({ margin: '0 0 14px', fontFamily: vars.font.heading, fontSize: '1.25rem' });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: 12,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 16 } },
});

/** The sign-up card keeps the site's own text colours on the night background. */
export const signupArea = style({ color: vars.color.text, paddingBottom: 8, paddingInline: 16 });

export const card = style({
  display: 'grid',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  background: 'rgba(255, 255, 255, .07)',
  color: 'inherit',
  textDecoration: 'none',
  border: '1px solid rgba(255, 255, 255, .1)',
  ':hover': { background: 'rgba(255, 255, 255, .12)' },
  ':focus-visible': { outline: '3px solid #ffe8a3', outlineOffset: 2 },
  selectors: { '&:nth-child(n + 9)': { display: 'none' } },
  // Eight faces fill a phone's scroll; a wide screen shows three rows of four.
  '@media': { [media.md]: { selectors: { '&:nth-child(n + 9)': { display: 'grid' } } } },
});

export const cardPhoto = style({ position: 'relative', display: 'block', aspectRatio: '1' });

export const onlineBadge = style({
  position: 'absolute',
  insetInlineStart: 8,
  insetBlockStart: 8,
  padding: '2px 8px',
  borderRadius: vars.radius.pill,
  background: '#1f9d55',
  color: '#fff',
  fontSize: '.75rem',
  fontWeight: 700,
});

export const cardText = style({ display: 'grid', gap: 2, padding: '10px 12px 12px', fontSize: '.95rem' });
export const cardPlace = style({ opacity: 0.75, fontSize: '.85rem' });
export const cardAction = style({ marginTop: 6, color: '#ffb3c7', fontWeight: 700, fontSize: '.9rem' });
globalStyle(`${card}:hover ${cardAction}`, { textDecoration: 'underline' });
