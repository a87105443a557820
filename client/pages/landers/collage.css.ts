import { style } from '@vanilla-extract/css';
import { media } from '#themes/tokens';
import { vars } from '#themes';

export const hero = style({ position: 'relative', overflow: 'hidden', background: '#111', color: '#fff' });

export const wall = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  gap: 2,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(8, 1fr)' } },
});

export const tile = style({
  position: 'relative',
  aspectRatio: '1',
  overflow: 'hidden',
  selectors: {
    // A phone shows four rows, a wide screen three: the rest of the 24 would only push the text down.
    '&:nth-child(n + 17)': { display: 'none' },
  },
  '@media': { [media.md]: { selectors: { '&:nth-child(n + 17)': { display: 'block' } } } },
});

export const mark = style({ position: 'absolute', insetInlineEnd: 4, insetBlockStart: 4, fontSize: 14, filter: 'drop-shadow(0 1px 2px #000)' });

export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-end',
  alignItems: 'center',
  padding: '24px 16px 28px',
  textAlign: 'center',
  background: 'linear-gradient(180deg, rgba(0,0,0,.3) 0%, rgba(0,0,0,.62) 30%, rgba(0,0,0,.88) 100%)',
  textShadow: '0 1px 3px rgba(0,0,0,.5)',
  '@media': {
    [media.md]: { justifyContent: 'center', background: 'radial-gradient(ellipse at center, rgba(0,0,0,.78) 0%, rgba(0,0,0,.55) 45%, rgba(0,0,0,.25) 100%)' },
  },
});

export const live = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  marginBottom: 12,
  padding: '4px 12px',
  borderRadius: vars.radius.pill,
  background: 'rgba(255,255,255,.16)',
  fontSize: '.85rem',
  fontWeight: 600,
  '::before': { content: '""', width: 8, height: 8, borderRadius: '50%', background: '#3ddc84', boxShadow: '0 0 0 3px rgba(61,220,132,.3)' },
});

export const strip = style({ display: 'flex', gap: 12, overflowX: 'auto', padding: '4px 0 8px', scrollSnapType: 'x mandatory' });
export const face = style({
  display: 'grid',
  justifyItems: 'center',
  gap: 6,
  flex: '0 0 96px',
  color: 'inherit',
  textAlign: 'center',
  textDecoration: 'none',
  scrollSnapAlign: 'start',
  fontSize: '.85rem',
});
export const round = style({ display: 'block', width: 96, height: 96, borderRadius: '50%', objectFit: 'cover', border: `3px solid ${vars.color.primary}` });
export const stripTitle = style({ margin: '0 0 12px', fontSize: '1.1rem' });
