import { style } from '@vanilla-extract/css';
import { vars } from '#themes';
import { media } from '#themes/tokens';

/** Compact on phones so the first row of faces is in the first screen; the pitch beside the faces on wide screens. */
export const hero = style({
  display: 'grid',
  gap: 20,
  alignItems: 'center',
  padding: '20px 16px',
  borderRadius: vars.radius.large,
  background: `linear-gradient(135deg, ${vars.color.primary}, ${vars.color.secondary})`,
  color: vars.color.primaryContrast,
  '@media': {
    [media.md]: { padding: '40px 40px', gap: 32 },
    [media.lg]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)', padding: '48px 48px' },
  },
});
export const pitch = style({ display: 'grid', gap: 12, justifyItems: 'start' });
export const title = style({ fontSize: 'clamp(1.5rem, 5vw, 2.75rem)', lineHeight: 1.15, margin: 0, maxWidth: 720 });
export const lead = style({ fontSize: '1rem', margin: 0, maxWidth: 620, opacity: 0.95, '@media': { [media.md]: { fontSize: '1.125rem' } } });
export const ctas = style({ display: 'flex', flexWrap: 'wrap', gap: 10, marginTop: 4 });
export const faces = style({ display: 'grid', gap: 10 });
export const facesTitle = style({ margin: 0, fontSize: '1rem', fontWeight: 700 });
export const features = style({
  display: 'grid',
  gap: 16,
  marginTop: 32,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});
export const feature = style({
  padding: 24,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});
export const featureTitle = style({ fontSize: '1.125rem' });
