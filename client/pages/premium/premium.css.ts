import { style } from '@vanilla-extract/css';
import { vars } from '#themes';
import { media } from '#themes/tokens';

export const page = style({ display: 'grid', gap: 24, maxWidth: 960, width: '100%', marginInline: 'auto' });
export const hero = style({
  display: 'grid',
  gap: 8,
  padding: '28px 20px',
  borderRadius: vars.radius.large,
  background: vars.color.secondary,
  color: vars.color.secondaryContrast,
  textAlign: 'center',
  '@media': { [media.md]: { padding: '40px 32px' } },
});
export const heroTitle = style({ fontSize: '1.75rem', margin: 0, '@media': { [media.md]: { fontSize: '2.25rem' } } });
export const heroText = style({ margin: 0, opacity: 0.9, fontSize: '1.0625rem' });
export const sectionTitle = style({ fontSize: '1.25rem', margin: '0 0 12px' });

export const benefits = style({
  display: 'grid',
  gap: 12,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: '1fr',
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
});
export const benefit = style({
  display: 'grid',
  gridTemplateColumns: '36px 1fr',
  gap: 12,
  alignItems: 'start',
  padding: 16,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});
export const check = style({
  display: 'grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  borderRadius: '50%',
  background: vars.color.primary,
  color: vars.color.primaryContrast,
  fontWeight: 800,
});
export const benefitTitle = style({ display: 'block', fontWeight: 700 });
export const benefitText = style({ display: 'block', color: vars.color.textMuted, fontSize: 14 });
