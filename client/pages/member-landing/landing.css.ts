import { style } from '@vanilla-extract/css';
import { vars } from '#themes';
import { media } from '#themes/tokens';

export const page = style({
  display: 'grid',
  gap: 20,
  maxWidth: 1040,
  margin: '0 auto',
  padding: '16px 16px 40px',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 440px) minmax(0, 1fr)', alignItems: 'center', gap: 48, padding: '40px 24px 64px' } },
});
export const narrow = style({ display: 'grid', gap: 20, maxWidth: 520, margin: '0 auto', padding: '16px 16px 40px' });

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.modal,
  background: vars.color.surfaceAlt,
  aspectRatio: '4 / 5',
});
export const heroPhoto = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
export const heroShade = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  padding: '64px 20px 20px',
  color: '#ffffff',
  background: 'linear-gradient(to top, rgba(0, 0, 0, .78), rgba(0, 0, 0, 0))',
  display: 'grid',
  gap: 4,
});
export const heroName = style({ margin: 0, fontSize: '1.9rem', fontWeight: 800, lineHeight: 1.1, textShadow: '0 1px 3px rgba(0,0,0,.4)' });
export const heroPlace = style({ display: 'flex', alignItems: 'center', gap: 6, fontSize: '1rem', opacity: 0.95 });
export const chip = style({
  position: 'absolute',
  top: 14,
  insetInlineStart: 14,
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '6px 12px',
  borderRadius: vars.radius.pill,
  background: 'rgba(0, 0, 0, .55)',
  color: '#ffffff',
  fontSize: '.85rem',
  fontWeight: 600,
  backdropFilter: 'blur(4px)',
});

export const copy = style({ display: 'grid', gap: 14, alignContent: 'start' });
export const kicker = style({ margin: 0, color: vars.color.primary, fontWeight: 700, textTransform: 'uppercase', letterSpacing: '.06em', fontSize: '.8rem' });
export const headline = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: '1.75rem',
  lineHeight: 1.15,
  '@media': { [media.md]: { fontSize: '2.6rem' } },
});
export const quote = style({
  margin: 0,
  padding: '12px 16px',
  borderInlineStart: `4px solid ${vars.color.primary}`,
  background: vars.color.surface,
  borderRadius: vars.radius.small,
  fontStyle: 'italic',
  color: vars.color.text,
});
export const cta = style({
  width: '100%',
  minHeight: 56,
  fontSize: '1.15rem',
  boxShadow: vars.shadow.card,
  '@media': { [media.md]: { width: 'auto', paddingInline: 40 } },
});
export const ctaNote = style({ margin: 0, color: vars.color.textMuted, fontSize: '.9rem' });
export const trust = style({ display: 'grid', gap: 8, margin: 0, padding: 0, listStyle: 'none', color: vars.color.textMuted, fontSize: '.95rem' });
export const trustItem = style({
  display: 'flex',
  gap: 8,
  alignItems: 'center',
  selectors: { '&::before': { content: '"✓"', color: vars.color.success, fontWeight: 800 } },
});

export const locked = style({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8 });
export const lockedTile = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  aspectRatio: '1',
  background: vars.color.surfaceAlt,
});
export const lockedPhoto = style({ width: '100%', height: '100%', objectFit: 'cover', filter: 'blur(14px)', transform: 'scale(1.2)' });
export const lockedLabel = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  color: '#ffffff',
  fontWeight: 700,
  fontSize: '1.4rem',
  background: 'rgba(0, 0, 0, .25)',
});
export const lockedLink = style({ display: 'contents', color: 'inherit', textDecoration: 'none' });

export const chat = style({
  '@media': { [media.md]: { gridColumn: 2, gridRow: '1 / span 2' } },
  display: 'grid',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.modal,
  background: vars.color.surface,
});
export const chatHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '14px 16px',
  background: vars.color.primary,
  color: vars.color.primaryContrast,
});
export const chatAvatar = style({ width: 48, height: 48, borderRadius: '50%', objectFit: 'cover', border: '2px solid rgba(255,255,255,.8)' });
export const chatWho = style({ display: 'grid', gap: 2 });
export const chatName = style({ fontWeight: 700, fontSize: '1.1rem' });
export const chatStatus = style({ display: 'flex', alignItems: 'center', gap: 6, fontSize: '.85rem', opacity: 0.95 });
export const chatBody = style({ display: 'grid', gap: 10, padding: 16, minHeight: 220, alignContent: 'end', background: vars.color.background });
export const bubble = style({
  justifySelf: 'start',
  maxWidth: '85%',
  padding: '10px 14px',
  borderRadius: '18px 18px 18px 4px',
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});
export const chatPhoto = style({
  justifySelf: 'start',
  width: '48%',
  height: 'auto',
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  borderRadius: 16,
  boxShadow: vars.shadow.card,
});
export const system = style({ justifySelf: 'center', fontSize: '.8rem', color: vars.color.textMuted });
export const composer = style({ display: 'flex', gap: 8, padding: 12, borderTop: `1px solid ${vars.color.border}`, background: vars.color.surface });
export const composerInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: 44,
  padding: '0 16px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  font: 'inherit',
  background: vars.color.background,
  color: vars.color.text,
});

export const mini = style({ display: 'flex', alignItems: 'center', gap: 14 });
export const miniPhoto = style({ width: 72, height: 72, borderRadius: '50%', objectFit: 'cover', boxShadow: vars.shadow.card });
export const miniName = style({ margin: 0, fontSize: '1.35rem' });
export const textarea = style({
  width: '100%',
  minHeight: 120,
  padding: 12,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  font: 'inherit',
  resize: 'vertical',
  background: vars.color.surface,
  color: vars.color.text,
});
export const card = style({
  display: 'grid',
  gap: 14,
  padding: 20,
  background: vars.color.surface,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.card,
});

/** The chat teaser: headline, the chat, then the reassurance; two columns from a tablet on. */
export const chatPage = style({
  display: 'grid',
  gap: 16,
  maxWidth: 1040,
  margin: '0 auto',
  padding: '16px 16px 40px',
  '@media': {
    [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 440px)', gridTemplateRows: 'auto 1fr', columnGap: 48, rowGap: 16, padding: '40px 24px 64px' },
  },
});
export const chatHeadline = style({ '@media': { [media.md]: { gridColumn: 1, alignSelf: 'end' } } });
