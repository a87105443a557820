import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#themes';
import { media } from '#themes/tokens';

export const page = style({ maxWidth: 720, marginInline: 'auto', display: 'grid', gap: 20 });
export const header = style({ display: 'grid', gap: 4 });
export const title = style({ fontSize: '1.5rem', margin: 0 });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: 14 });
/** Addresses are long words: they break anywhere rather than push the page wider than a phone. */
export const intro = style([muted, { overflowWrap: 'anywhere' }]);

/** A group of rows on one card, the way phone settings look. */
export const group = style({ display: 'grid', gap: 8 });
export const groupTitle = style({
  margin: 0,
  paddingInline: 4,
  fontSize: 13,
  fontWeight: 700,
  letterSpacing: '.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});
export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
});
export const rows = style({ listStyle: 'none', margin: 0, padding: 0 });
export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: 12,
  padding: '14px 16px',
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
  '@media': { [media.md]: { padding: '16px 20px', gap: 24 } },
});
export const rowText = style({ display: 'grid', gap: 2, minWidth: 0 });
export const rowLabel = style({ margin: 0, fontWeight: 600 });
export const rowHint = style({ margin: 0, fontSize: 14, color: vars.color.textMuted });
export const rowControls = style({ display: 'grid', gap: 10, justifyItems: 'end' });

/** A type the unsubscribe link turned off, with the way back. */
export const note = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '2px 8px',
  margin: '4px 0 0',
  fontSize: 13,
  fontWeight: 600,
  color: vars.color.textMuted,
});
export const failure = style({ margin: 0, fontSize: 14, fontWeight: 600, color: vars.color.danger });

export const switchLabel = style({ display: 'inline-flex', alignItems: 'center', gap: 10, cursor: 'pointer' });
export const switchCaption = style({ fontSize: 13, color: vars.color.textMuted, minWidth: '3.5em', textAlign: 'end' });
export const switchInput = style({
  appearance: 'none',
  position: 'relative',
  flexShrink: 0,
  width: 48,
  height: 28,
  margin: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.border,
  cursor: 'pointer',
  transition: 'background-color .15s',
  '::before': {
    content: '""',
    position: 'absolute',
    top: 3,
    left: 3,
    width: 22,
    height: 22,
    borderRadius: '50%',
    background: '#ffffff',
    boxShadow: '0 1px 3px rgba(0, 0, 0, .3)',
    transition: 'transform .15s',
  },
  selectors: {
    '&:checked': { background: vars.color.success },
    '&:checked::before': { transform: 'translateX(20px)' },
    '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: 2 },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

/** The push card: the device's state with its one button. */
export const push = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '12px 14px',
  padding: 16,
  '@media': { [media.md]: { padding: 20, gridTemplateColumns: 'auto 1fr auto', alignItems: 'center' } },
});
export const pushIcon = styleVariants({
  on: { display: 'grid', placeItems: 'center', width: 44, height: 44, borderRadius: '50%', background: vars.color.success, color: '#ffffff' },
  off: { display: 'grid', placeItems: 'center', width: 44, height: 44, borderRadius: '50%', background: vars.color.surfaceAlt, color: vars.color.textMuted },
  blocked: { display: 'grid', placeItems: 'center', width: 44, height: 44, borderRadius: '50%', background: vars.color.surfaceAlt, color: vars.color.danger },
});
export const pushText = style({ display: 'grid', gap: 4, minWidth: 0 });
export const pushAction = style({ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', gap: 8, '@media': { [media.md]: { gridColumn: 'auto' } } });
export const steps = style({ margin: '4px 0 0', paddingInlineStart: 20, display: 'grid', gap: 4, fontSize: 14 });

/** The banner over everything when the address itself is paused. */
export const banner = style({
  display: 'grid',
  gap: 10,
  padding: 16,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  borderInlineStart: `4px solid ${vars.color.danger}`,
});
export const bannerTitle = style({ margin: 0, fontWeight: 700, fontSize: '1.05rem' });
export const bannerText = style({ margin: 0, overflowWrap: 'anywhere' });
export const bannerActions = style({ display: 'flex', flexWrap: 'wrap', gap: 8 });
export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 600, textAlign: 'center' });
/** A row of the sign-up step: the label and its switch, no hint. */
export const compactRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  paddingBlock: 10,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});
