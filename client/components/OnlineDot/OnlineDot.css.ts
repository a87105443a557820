import { style } from '@vanilla-extract/css';
import { vars } from '#themes';

/** A green dot with a white ring, so it reads on a photo and on a light card alike. */
export const dot = style({
  flex: 'none',
  display: 'inline-block',
  width: 10,
  height: 10,
  borderRadius: '50%',
  background: vars.color.success,
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
});
export const labelled = style({ display: 'inline-flex', alignItems: 'center', gap: 6, fontSize: 14, fontWeight: 600, color: vars.color.text });
