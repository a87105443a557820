import { style } from '@vanilla-extract/css';
import { tokens } from '#client/console/styles.css';

const wide = 'screen and (min-width: 1000px)';
const medium = 'screen and (min-width: 640px)';

/** The queue beside the review on a wide screen; the review first, above the queue, on a phone. */
export const layout = style({
  display: 'grid',
  gap: 16,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [wide]: { gridTemplateColumns: '260px minmax(0, 1fr)' } },
});

export const queue = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  background: tokens.surface,
  border: `1px solid ${tokens.border}`,
  borderRadius: 10,
  overflow: 'hidden',
  order: 2,
  '@media': { [wide]: { order: 1, position: 'sticky', top: 16 } },
});
export const queueItem = style({
  display: 'grid',
  gap: 2,
  width: '100%',
  padding: '9px 12px',
  border: 0,
  borderBottom: `1px solid ${tokens.border}`,
  background: 'transparent',
  color: tokens.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: tokens.rowHover },
    '&[aria-current="true"]': { background: tokens.rowActive, boxShadow: `inset 3px 0 0 ${tokens.accent}` },
    '&:focus-visible': { outline: `2px solid ${tokens.accent}`, outlineOffset: -2 },
  },
});
export const queueName = style({ fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const queueMeta = style({ color: tokens.muted, fontSize: 13, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const panel = style({ display: 'grid', gap: 14, order: 1, '@media': { [wide]: { order: 2 } } });
export const panelHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '4px 12px' });
export const memberName = style({ margin: 0, fontSize: 18 });
/** Selfie and profile photo side by side at every width: the comparison is the whole job. */
export const compare = style({
  display: 'grid',
  gap: 10,
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  '@media': { [medium]: { gap: 16 } },
});
export const column = style({ display: 'grid', gap: 8, alignContent: 'start', minWidth: 0 });
export const columnTitle = style({ margin: 0, fontSize: 12, textTransform: 'uppercase', letterSpacing: '.03em', color: tokens.muted });
export const large = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 4',
  objectFit: 'cover',
  borderRadius: 8,
  background: '#e4e8ef',
});
export const thumbs = style({ display: 'grid', gap: 6, gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))' });
export const thumb = style({ display: 'block', width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 6, background: '#e4e8ef' });
export const figure = style({ position: 'relative', margin: 0 });
export const figurePill = style({ position: 'absolute', top: 6, insetInlineStart: 6 });

export const pose = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  padding: '8px 12px',
  borderRadius: 8,
  background: '#fff7e6',
  border: `1px solid #f3d9a4`,
});
export const poseIcon = style({ fontSize: 32, lineHeight: 1 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 });
export const picker = style({ display: 'grid', gap: 10 });
export const pickerTitle = style({ margin: 0 });
export const reasons = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 6,
  gridTemplateColumns: 'repeat(auto-fill, minmax(210px, 1fr))',
});
export const reason = style({ width: '100%', justifyContent: 'flex-start' });
export const buttonKey = style({ color: tokens.text });
export const empty = style({ display: 'grid', gap: 6, justifyItems: 'center', padding: 32, textAlign: 'center' });
export const emptyTitle = style({ margin: 0, fontSize: 18 });
export const keys = style({ display: 'flex', flexWrap: 'wrap', gap: '4px 14px', margin: 0, color: tokens.muted, fontSize: 13 });
