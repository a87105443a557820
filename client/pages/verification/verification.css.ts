import { style } from '@vanilla-extract/css';
import { vars } from '#themes';
import { media } from '#themes/tokens';

export const list = style({ margin: 0, paddingInlineStart: 20, display: 'grid', gap: 6 });
export const pose = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  gap: 16,
  padding: 16,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceAlt,
});
export const poseIcon = style({ fontSize: 56, lineHeight: 1 });
export const poseText = style({ margin: 0, fontSize: '1.05rem', fontWeight: 600 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 8 });
export const stage = style({
  position: 'relative',
  width: '100%',
  maxWidth: 420,
  aspectRatio: '3 / 4',
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  background: '#111111',
  '@media': { [media.sm]: { maxWidth: 360 } },
});
export const video = style({ width: '100%', height: '100%', objectFit: 'cover', transform: 'scaleX(-1)' });
export const preview = style({ width: '100%', height: '100%', objectFit: 'cover' });
/** The pose stays in sight while the member takes the picture. */
export const stageHint = style({
  position: 'absolute',
  insetInline: 8,
  bottom: 8,
  padding: '6px 10px',
  borderRadius: vars.radius.small,
  background: 'rgba(0, 0, 0, .55)',
  color: '#ffffff',
  fontSize: 14,
  textAlign: 'center',
});
export const hiddenInput = style({ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' });
