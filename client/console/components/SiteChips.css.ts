import { style } from '@vanilla-extract/css';
import { tokens } from '#client/console/styles.css';

/** The per-site counts above a review queue (photos, verifications), which double as its site filter. */
export const summary = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 });
export const siteChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 30,
  padding: '3px 10px',
  borderRadius: 999,
  border: `1px solid ${tokens.border}`,
  background: tokens.surface,
  color: tokens.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: tokens.accent, borderColor: tokens.accent, color: tokens.accentText },
    '&:focus-visible': { outline: `3px solid ${tokens.accent}`, outlineOffset: 2 },
  },
});
export const chipCount = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
