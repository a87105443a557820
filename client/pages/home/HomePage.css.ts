import { style } from '@vanilla-extract/css';
import { vars } from '#themes';
import { media } from '#themes/tokens';

export const hero = style({
  display: 'grid',
  gap: 16,
  justifyItems: 'start',
  padding: '40px 24px',
  borderRadius: vars.radius.large,
  background: `linear-gradient(135deg, ${vars.color.primary}, ${vars.color.secondary})`,
  color: vars.color.primaryContrast,
  '@media': { [media.md]: { padding: '72px 56px' } },
});
export const title = style({ fontSize: 'clamp(1.75rem, 5vw, 3rem)', margin: 0, maxWidth: 720 });
export const lead = style({ fontSize: '1.125rem', margin: 0, maxWidth: 620, opacity: 0.95 });
export const ctas = style({ display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 8 });
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
