import { style } from '@vanilla-extract/css';
import { media } from '#themes/tokens';

/** The centred content column every layout uses. */
export const container = style({
  width: '100%',
  maxWidth: 1140,
  marginInline: 'auto',
  paddingInline: 16,
  '@media': { [media.md]: { paddingInline: 24 } },
});

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });
export const main = style({ flex: 1, paddingBlock: 24 });
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0,0,0,0)',
  whiteSpace: 'nowrap',
  border: 0,
});
