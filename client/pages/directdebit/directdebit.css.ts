import { style } from '@vanilla-extract/css';
import { vars } from '#themes';
import { media } from '#themes/tokens';

export const page = style({ display: 'grid', gap: 20, maxWidth: 960, marginInline: 'auto' });
export const heading = style({ display: 'grid', gap: 4 });
export const title = style({ fontSize: '1.6rem', margin: 0 });
export const muted = style({ margin: 0, color: vars.color.textMuted });

/** Phone: the order on top, the form below; wider screens: the order beside the form. */
export const columns = style({
  display: 'grid',
  gap: 20,
  alignItems: 'start',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) 280px' } },
});
export const panel = style({
  display: 'grid',
  gap: 16,
  padding: 20,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});
export const summary = style([panel, { gap: 6, '@media': { [media.md]: { gridColumn: 2, gridRow: 1 } } }]);
export const summaryOrder = style({ fontSize: '1.25rem', fontWeight: 700 });

/** Street and house number, postal code and city: side by side, the short one narrower. */
export const pair = style({ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' });
export const pairReversed = style([pair, { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)' }]);

export const mandate = style({ display: 'grid', gap: 8, padding: 12, borderRadius: vars.radius.small, background: vars.color.background, fontSize: 14 });
export const submit = style({ width: '100%', '@media': { [media.sm]: { width: 'auto', justifySelf: 'start' } } });
export const codeInput = style({ maxWidth: 220, fontSize: '1.5rem', letterSpacing: '0.3em', textAlign: 'center', fontVariantNumeric: 'tabular-nums' });
