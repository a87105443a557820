import { style } from '@vanilla-extract/css';
import { vars } from '#themes';

export const flow = style({ display: 'grid', gap: 16 });
export const progress = style({ display: 'flex', gap: 6 });
export const dot = style({ flex: 1, height: 4, borderRadius: 2, background: vars.color.border });
export const dotDone = style([dot, { background: vars.color.primary }]);
export const stepTitle = style({ fontSize: '1.25rem', margin: 0 });
export const preview = style({ width: 160, height: 160, objectFit: 'cover', borderRadius: vars.radius.medium, border: `1px solid ${vars.color.border}` });
export const notice = style({ margin: 0, color: vars.color.textMuted });
export const matches = style({ display: 'grid', gap: 16, maxWidth: 960, marginInline: 'auto' });
export const matchesHeader = style({
  display: 'grid',
  gap: 8,
  padding: 20,
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.card,
});
export const matchesTitle = style({ fontSize: '1.5rem', margin: 0 });
export const matchesSubtitle = style({ fontSize: '1.25rem', margin: 0 });
export const matchesActions = style({ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'center' });
