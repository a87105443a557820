import { style } from '@vanilla-extract/css';
import { vars } from '#themes';
import { media } from '#themes/tokens';

export const intro = style({ paddingBlock: '20px 8px', textAlign: 'center' });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 1fr)',
  gap: 10,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(4, 1fr)', gap: 16 }, [media.lg]: { gridTemplateColumns: 'repeat(6, 1fr)' } },
});

export const card = style({
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  aspectRatio: '3 / 4',
  borderRadius: vars.radius.large,
  background: vars.color.surfaceAlt,
  boxShadow: vars.shadow.card,
  color: '#fff',
  textDecoration: 'none',
  ':focus-visible': { outline: `3px solid ${vars.color.primary}`, outlineOffset: 2 },
});

export const caption = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockEnd: 0,
  display: 'grid',
  gap: 2,
  padding: '36px 10px 10px',
  background: 'linear-gradient(180deg, rgba(0,0,0,0) 0%, rgba(0,0,0,.8) 100%)',
  fontSize: '.85rem',
});
export const name = style({ fontSize: '1.05rem', fontWeight: 700 });

/** A small lock in the corner: the profile opens after the sign-up. Its words are for screen readers and the hover. */
export const locked = style({
  position: 'absolute',
  insetBlockStart: 8,
  insetInlineEnd: 8,
  display: 'grid',
  placeItems: 'center',
  width: 30,
  height: 30,
  borderRadius: '50%',
  background: 'rgba(0,0,0,.5)',
  fontSize: '.8rem',
});

export const ctaRow = style({ display: 'flex', justifyContent: 'center' });

export const more = style({ marginTop: 20, textAlign: 'center' });
