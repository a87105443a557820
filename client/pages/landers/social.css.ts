import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#themes';
import { media } from '#themes/tokens';

export const layout = style({
  display: 'grid',
  gap: 20,
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 560px) minmax(0, 360px)', justifyContent: 'center', alignItems: 'start' } },
});

export const aside = style({ '@media': { [media.lg]: { position: 'sticky', top: 16, order: 2 } } });

export const intro = style({ padding: 20, borderRadius: vars.radius.large, background: vars.color.surface, boxShadow: vars.shadow.card, textAlign: 'center' });

// The shared headline is sized for a full-width hero; the side card is a third as wide.
globalStyle(`${intro} h1`, { fontSize: 'clamp(1.6rem, 5vw, 2rem)' });

export const stories = style({ display: 'flex', gap: 12, overflowX: 'auto', padding: '4px 2px 10px' });
export const story = style({ display: 'grid', justifyItems: 'center', gap: 4, flex: '0 0 68px', color: 'inherit', fontSize: '.75rem', textDecoration: 'none' });
export const ring = style({
  display: 'block',
  width: 64,
  height: 64,
  padding: 3,
  borderRadius: '50%',
  background: `conic-gradient(${vars.color.primary}, ${vars.color.secondary}, ${vars.color.primary})`,
});
export const ringPhoto = style({
  display: 'block',
  width: '100%',
  height: '100%',
  borderRadius: '50%',
  objectFit: 'cover',
  border: `2px solid ${vars.color.surface}`,
});

export const feed = style({ display: 'grid', gap: 16 });
export const post = style({ overflow: 'hidden', borderRadius: vars.radius.large, background: vars.color.surface, boxShadow: vars.shadow.card });
export const postHead = style({ display: 'flex', alignItems: 'center', gap: 10, padding: '10px 12px' });
export const avatar = style({ width: 40, height: 40, borderRadius: '50%', objectFit: 'cover' });
export const who = style({ display: 'grid', lineHeight: 1.25 });
export const place = style({ fontSize: '.8rem', color: vars.color.textMuted });
export const postPhoto = style({ display: 'block', width: '100%', aspectRatio: '1', objectFit: 'cover', background: vars.color.surfaceAlt });
export const actions = style({ display: 'flex', gap: 8, padding: '8px 8px 0' });
export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 40,
  padding: '0 12px',
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  ':hover': { background: vars.color.surfaceAlt },
});
export const text = style({ margin: 0, padding: '6px 14px 14px' });

export const gate = style({
  padding: 20,
  borderRadius: vars.radius.large,
  background: `linear-gradient(160deg, ${vars.color.primary} 0%, ${vars.color.secondary} 100%)`,
  color: vars.color.primaryContrast,
  textAlign: 'center',
});
