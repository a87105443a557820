import { style } from '@vanilla-extract/css';
import { vars } from '#themes';
import { media } from '#themes/tokens';

export const pageStack = style({ display: 'grid', gap: 20, maxWidth: 960, marginInline: 'auto' });
export const heading = style({ display: 'grid', gap: 4 });
export const title = style({ fontSize: '1.6rem', margin: 0 });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const packages = style({
  display: 'grid',
  gap: 12,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: '1fr',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});
const cardBase = style({
  position: 'relative',
  display: 'grid',
  gap: 6,
  justifyItems: 'center',
  padding: '20px 16px',
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  border: `2px solid transparent`,
  color: vars.color.text,
  textDecoration: 'none',
  textAlign: 'center',
  width: '100%',
  font: 'inherit',
  cursor: 'pointer',
  ':hover': { borderColor: vars.color.border },
});
export const packageCard = cardBase;
export const packageCardHighlighted = style([cardBase, { borderColor: vars.color.primary, ':hover': { borderColor: vars.color.primary } }]);
export const packageCardSelected = style([cardBase, { borderColor: vars.color.secondary, ':hover': { borderColor: vars.color.secondary } }]);
export const ribbon = style({
  position: 'absolute',
  top: -11,
  padding: '2px 10px',
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.primaryContrast,
  fontSize: 12,
  fontWeight: 700,
});
export const creditsAmount = style({ fontSize: '2rem', fontWeight: 800, lineHeight: 1.1 });
export const price = style({ fontSize: '1.25rem', fontWeight: 700 });
export const oldPrice = style({ color: vars.color.textMuted, textDecoration: 'line-through', fontSize: 14 });
export const perCredit = style({ fontSize: 13, color: vars.color.textMuted });
export const panel = style({
  display: 'grid',
  gap: 12,
  padding: 20,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});
export const methods = style({
  display: 'grid',
  gap: 8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))',
});
export const method = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 10,
  width: '100%',
  minHeight: 52,
  padding: '8px 12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  ':hover': { borderColor: vars.color.primary },
  ':disabled': { opacity: 0.6, cursor: 'progress' },
});
export const marks = style({ display: 'inline-flex', gap: 4, flexShrink: 0 });
export const mark = style({ width: 24, height: 24 });
export const codeForm = style({ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-end' });
export const codeInput = style({ flex: '1 1 180px' });
export const statusCard = style([panel, { maxWidth: 560, marginInline: 'auto', justifyItems: 'center', textAlign: 'center' }]);
export const statusIcon = style({ fontSize: 40, lineHeight: 1 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'center' });
