import { style } from '@vanilla-extract/css';
import { vars } from '#themes';
import { media } from '#themes/tokens';

export const page = style({ display: 'grid', gap: 24, maxWidth: 880, width: '100%', marginInline: 'auto' });
export const title = style({ fontSize: '1.75rem', margin: 0 });
export const intro = style({ margin: '4px 0 0', color: vars.color.textMuted });
export const sectionTitle = style({ fontSize: '1.25rem', margin: '0 0 12px' });
export const card = style({
  padding: '4px 16px',
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  '@media': { [media.md]: { padding: '8px 24px' } },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });
export const head = style({
  padding: '12px 8px 8px 0',
  fontSize: 13,
  fontWeight: 600,
  color: vars.color.textMuted,
  textAlign: 'start',
  borderBottom: `1px solid ${vars.color.border}`,
});
export const headEnd = style([head, { textAlign: 'end', paddingInlineEnd: 0 }]);
export const cell = style({
  padding: '12px 8px 12px 0',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { 'tr:last-child > &': { borderBottom: 0 } },
});
export const cellEnd = style([cell, { textAlign: 'end', paddingInlineEnd: 0, paddingInlineStart: 12, whiteSpace: 'nowrap' }]);
export const credits = style({ fontWeight: 700 });
export const popular = style({
  display: 'inline-block',
  marginInlineStart: 8,
  padding: '0 8px',
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.primaryContrast,
  fontSize: 12,
  fontWeight: 700,
  verticalAlign: 'middle',
});

export const costs = style({ display: 'grid', gap: 12, margin: 0, padding: 0, listStyle: 'none', gridTemplateColumns: 'repeat(3, 1fr)' });
export const cost = style({
  display: 'grid',
  gap: 2,
  justifyItems: 'center',
  padding: '16px 8px',
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  textAlign: 'center',
});
export const costValue = style({ fontSize: '1.5rem', fontWeight: 800, color: vars.color.primary });
export const costLabel = style({ fontSize: 14, color: vars.color.textMuted });

export const methods = style({ display: 'flex', flexWrap: 'wrap', gap: 8, margin: 0, padding: 0, listStyle: 'none' });
export const method = style({
  padding: '6px 12px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: 14,
  fontWeight: 600,
});
export const note = style({ margin: 0, fontSize: 14, color: vars.color.textMuted });

export const cta = style({
  display: 'grid',
  gap: 12,
  justifyItems: 'center',
  padding: '24px 16px',
  borderRadius: vars.radius.large,
  background: vars.color.secondary,
  color: vars.color.secondaryContrast,
  textAlign: 'center',
});
export const ctaText = style({ margin: 0, fontSize: '1.125rem', fontWeight: 600 });
/** A member's list price struck through before the offer's price, as the package cards show it. */
export const oldPrice = style({ display: 'block', color: vars.color.textMuted, fontWeight: 400, fontSize: 13 });
