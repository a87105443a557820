import { style } from '@vanilla-extract/css';
import { vars } from '#themes';

export const form = style({ display: 'grid', gap: 16 });
export const field = style({ display: 'grid', gap: 6 });
export const label = style({ fontWeight: 600, fontSize: 14 });
export const control = style({
  width: '100%',
  minHeight: 44,
  padding: '10px 12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});
export const textarea = style([control, { minHeight: 120, resize: 'vertical' }]);
export const error = style({ margin: 0, color: vars.color.danger, fontSize: 14 });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: 14 });
export const check = style({ display: 'flex', alignItems: 'flex-start', gap: 10, cursor: 'pointer' });
/** 24 px: WCAG 2.5.8's smallest target, the box itself being what axe measures. */
export const checkbox = style({ width: 24, height: 24, marginTop: 0, accentColor: vars.color.primary, flexShrink: 0 });
/** Fields side by side where each has room for its longest choice; on phones one under the other, so no select cuts its text. */
export const row = style({ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))' });
/** Two short fields (a from–to pair of numbers) that fit side by side even on phones. */
export const pair = style({ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' });
export const linkButton = style({
  background: 'none',
  border: 0,
  padding: 0,
  color: vars.color.primary,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
});
/** A file input shown as a button: the native "No file chosen" box cannot be styled or translated. */
export const filePicker = style({
  position: 'relative',
  overflow: 'hidden',
  justifySelf: 'start',
  selectors: { '&:focus-within': { outline: `2px solid ${vars.color.primary}`, outlineOffset: 2 } },
});
export const fileInput = style({ position: 'absolute', inset: 0, opacity: 0, cursor: 'pointer' });
