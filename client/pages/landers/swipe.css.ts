import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '#themes/tokens';
import { vars } from '#themes';

/** tinderswipe: the deck first on a phone, beside the headline on a wide screen. */
export const stage = style({
  display: 'grid',
  gap: 16,
  padding: '20px 16px 28px',
  background: `linear-gradient(160deg, ${vars.color.surfaceAlt} 0%, ${vars.color.background} 70%)`,
  '@media': {
    [media.md]: { gridTemplateColumns: 'minmax(0, 460px) 360px', justifyContent: 'center', alignItems: 'center', gap: 64, padding: '48px 24px' },
  },
});

export const copy = style({ textAlign: 'center', '@media': { [media.md]: { textAlign: 'start' } } });
export const hint = style({ margin: '12px 0 0', color: vars.color.textMuted, fontSize: '.95rem' });
export const trust = style({ justifyContent: 'center', '@media': { [media.md]: { justifyContent: 'flex-start' } } });
export const deck = style({ display: 'grid', justifyItems: 'center', gap: 10 });
export const progress = style({ margin: 0, fontWeight: 700, color: vars.color.primary });
export const skip = style({ color: vars.color.textMuted, fontSize: '.9rem' });

export const likedRow = style({ display: 'flex', justifyContent: 'center', marginBottom: 8 });
export const likedFace = style({ marginInline: -6 });
globalStyle(`${likedFace} img`, {
  display: 'block',
  width: 56,
  height: 56,
  borderRadius: '50%',
  objectFit: 'cover',
  border: `3px solid ${vars.color.surface}`,
});
