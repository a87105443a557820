import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { media } from '#themes/tokens';
import { vars } from '#themes';

/** The video landers (video, transitionsvideolanding): the clip, a story-style hero, a framed crossfade. */

export const clip = style({ position: 'relative', aspectRatio: '3 / 4', overflow: 'hidden', background: '#1b1320' });
export const clipMedia = style({ position: 'absolute', inset: 0, display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const storyHero = style({
  display: 'grid',
  // minmax(0, …): the scrolling face row must not widen the page past the phone's screen.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 20,
  background: 'linear-gradient(180deg, #1b1320 0%, #2a1830 100%)',
  color: '#fff',
  '@media': {
    [media.md]: {
      gridTemplateColumns: 'minmax(320px, 420px) minmax(0, 480px)',
      justifyContent: 'center',
      alignItems: 'center',
      gap: 48,
      padding: '40px 24px',
    },
  },
});

export const storyFrame = style({
  position: 'relative',
  overflow: 'hidden',
  '@media': { [media.md]: { borderRadius: 28, boxShadow: '0 24px 60px rgba(0, 0, 0, .45)' } },
});

export const storyBars = style({ position: 'absolute', insetInline: 12, insetBlockStart: 10, display: 'flex', gap: 4, zIndex: 1 });
const fill = keyframes({ from: { transform: 'scaleX(0)' }, to: { transform: 'scaleX(1)' } });
globalStyle(`${storyBars} span`, { flex: 1, height: 3, borderRadius: 2, background: 'rgba(255, 255, 255, .45)' });
globalStyle(`${storyBars} span:first-child`, {
  background: '#fff',
  transformOrigin: 'left',
  animation: `${fill} 1.4s linear`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const storyText = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  padding: '72px 18px 22px',
  textAlign: 'center',
  background: 'linear-gradient(180deg, rgba(0,0,0,0) 0%, rgba(0,0,0,.6) 40%, rgba(0,0,0,.88) 100%)',
});
// Over a 3:4 clip the page's big headline would hide the face it talks about.
globalStyle(`${storyText} h1`, { fontSize: 'clamp(1.6rem, 7vw, 2.2rem)' });
globalStyle(`${storyText} p`, { fontSize: '1rem' });

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.35 } });
export const liveDot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  marginBottom: 10,
  padding: '4px 10px',
  borderRadius: vars.radius.pill,
  background: 'rgba(0, 0, 0, .45)',
  fontSize: '.8rem',
  fontWeight: 700,
  letterSpacing: '.04em',
  textTransform: 'uppercase',
  '::before': {
    content: '""',
    width: 8,
    height: 8,
    borderRadius: '50%',
    background: '#ff3b5c',
    animation: `${pulse} 1.6s ease-in-out infinite`,
  },
});

export const storyAside = style({ padding: '4px 16px 8px', '@media': { [media.md]: { padding: 0 } } });
export const asideTitle = style({ margin: '0 0 12px', fontFamily: vars.font.heading, fontSize: '1.2rem' });

export const faceRow = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '88px',
  gap: 12,
  overflowX: 'auto',
  paddingBottom: 6,
  scrollSnapType: 'x mandatory',
  '@media': { [media.md]: { gridAutoFlow: 'row', gridTemplateColumns: 'repeat(3, 1fr)', gridAutoColumns: 'auto', overflowX: 'visible' } },
});
/** The same row under a full-width section: one line of six on a wide screen. */
export const faceRowWide = style([
  faceRow,
  { '@media': { [media.md]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))', maxWidth: 760, marginInline: 'auto' } } },
]);
export const faceChip = style({
  display: 'grid',
  justifyItems: 'center',
  gap: 6,
  color: 'inherit',
  fontSize: '.85rem',
  textAlign: 'center',
  textDecoration: 'none',
  scrollSnapAlign: 'start',
});
export const faceChipPhoto = style({
  width: 76,
  height: 76,
  borderRadius: '50%',
  objectFit: 'cover',
  border: `3px solid ${vars.color.primary}`,
  background: vars.color.surfaceAlt,
});

export const fadeHero = style({
  display: 'grid',
  gap: 24,
  padding: '24px 16px 8px',
  background: `radial-gradient(circle at 80% 20%, ${vars.color.surfaceAlt} 0%, ${vars.color.background} 60%)`,
  '@media': {
    [media.md]: { gridTemplateColumns: 'minmax(0, 520px) minmax(300px, 380px)', justifyContent: 'center', alignItems: 'center', gap: 56, padding: '48px 24px' },
  },
});
export const fadeCopy = style({ order: 2, textAlign: 'center', '@media': { [media.md]: { order: 0, textAlign: 'start' } } });
export const kicker = style({
  margin: '0 0 8px',
  color: vars.color.primary,
  fontWeight: 700,
  fontSize: '.95rem',
  textTransform: 'uppercase',
  letterSpacing: '.05em',
});
export const steps = style({
  display: 'grid',
  gap: 8,
  margin: '18px auto 0',
  padding: 0,
  maxWidth: 380,
  listStyle: 'none',
  counterReset: 'step',
  textAlign: 'start',
  '@media': { [media.md]: { marginInline: 0 } },
});
globalStyle(`${steps} li`, { display: 'flex', alignItems: 'center', gap: 10, counterIncrement: 'step', fontWeight: 600 });
globalStyle(`${steps} li::before`, {
  content: 'counter(step)',
  display: 'inline-grid',
  placeItems: 'center',
  flex: '0 0 28px',
  height: 28,
  borderRadius: '50%',
  background: vars.color.primary,
  color: vars.color.primaryContrast,
  fontSize: '.9rem',
});

export const fadeFrame = style({
  position: 'relative',
  width: '78%',
  maxWidth: 360,
  marginInline: 'auto',
  padding: 8,
  borderRadius: 36,
  background: `linear-gradient(135deg, ${vars.color.primary}, ${vars.color.secondary})`,
  boxShadow: '0 18px 48px rgba(0, 0, 0, .28)',
  '@media': { [media.md]: { width: '100%' } },
});
globalStyle(`${fadeFrame} > div`, { borderRadius: 28 });
export const fadeCaption = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockEnd: -14,
  width: 'max-content',
  marginInline: 'auto',
  padding: '6px 14px',
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: '.85rem',
  fontWeight: 700,
  boxShadow: vars.shadow.card,
});
