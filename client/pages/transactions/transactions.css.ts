import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#themes';
import { media } from '#themes/tokens';

export const page = style({ display: 'grid', gap: 16, maxWidth: 800, width: '100%', marginInline: 'auto' });
export const title = style({ fontSize: '1.5rem', margin: 0 });
export const list = style({ display: 'grid', gap: 8, margin: 0, padding: 0, listStyle: 'none' });
export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '4px 12px',
  alignItems: 'center',
  padding: '14px 16px',
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { background: vars.color.surfaceAlt },
});
export const rowMain = style({ display: 'grid', gap: 2, minWidth: 0 });
export const rowSide = style({ display: 'grid', gap: 4, justifyItems: 'end' });
export const strong = style({ fontWeight: 700 });
export const muted = style({ color: vars.color.textMuted, fontSize: 14 });

const pillBase = style({ padding: '1px 10px', borderRadius: vars.radius.pill, fontSize: 12, fontWeight: 700, whiteSpace: 'nowrap' });
export const status = styleVariants({
  success: [pillBase, { background: vars.color.success, color: '#ffffff' }],
  warning: [pillBase, { background: vars.color.warning, color: '#1d1d1f' }],
  danger: [pillBase, { background: vars.color.danger, color: '#ffffff' }],
  neutral: [pillBase, { background: vars.color.surfaceAlt, color: vars.color.text, boxShadow: `inset 0 0 0 1px ${vars.color.border}` }],
});

export const head = style({ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', justifyContent: 'space-between' });
export const balanceCard = style({
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  padding: '12px 16px',
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});
export const balanceFigure = style({ display: 'grid', lineHeight: 1.2 });
export const balanceNumber = style({ fontSize: '1.5rem', fontWeight: 800 });
export const section = style({ display: 'grid', gap: 10 });
export const sectionTitle = style({ fontSize: '1.125rem', margin: 0 });

/** The history reads as one statement: a card with ruled lines, as banking apps show it. */
export const history = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
});
export const movement = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '2px 12px',
  alignItems: 'center',
  padding: '12px 16px',
  color: vars.color.text,
  textDecoration: 'none',
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { 'li:first-child > &': { borderTop: 0 }, 'a&:hover': { background: vars.color.surfaceAlt } },
});
/** Credits in read in the accent colour (the themes' success green is too light for small text on white: 2.3:1), out in the text colour. */
export const amount = styleVariants({
  in: { fontWeight: 800, color: vars.color.primary, fontVariantNumeric: 'tabular-nums' },
  out: { fontWeight: 800, color: vars.color.text, fontVariantNumeric: 'tabular-nums' },
});
export const more = style({ justifySelf: 'center' });

export const empty = style({ display: 'grid', gap: 12, justifyItems: 'start' });

export const receipt = style({
  display: 'grid',
  gap: 20,
  padding: '24px 20px',
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  overflowWrap: 'anywhere',
  '@media': { [media.md]: { padding: 32 } },
});
export const receiptHead = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 16, alignItems: 'flex-start' });
export const company = style({ display: 'grid', gap: 2, fontStyle: 'normal', fontSize: 14, color: vars.color.textMuted });
export const companyName = style({ color: vars.color.text, fontWeight: 700, fontSize: 16 });
export const facts = style({ display: 'grid', gridTemplateColumns: 'minmax(120px, auto) 1fr', gap: '8px 16px', margin: 0 });
export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, fontWeight: 600 });
export const lines = style({ width: '100%', borderCollapse: 'collapse', fontSize: 15 });
export const cell = style({ padding: '10px 0', borderBottom: `1px solid ${vars.color.border}`, textAlign: 'start' });
export const amountCell = style([cell, { textAlign: 'end', whiteSpace: 'nowrap', paddingInlineStart: 12 }]);
export const totalCell = style([amountCell, { fontWeight: 800, fontSize: '1.125rem', borderBottom: 0 }]);
export const totalLabel = style([cell, { fontWeight: 800, borderBottom: 0 }]);
export const notice = style({ margin: 0, fontSize: 14, color: vars.color.textMuted });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 8, '@media': { print: { display: 'none' } } });
