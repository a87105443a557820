import { style } from '@vanilla-extract/css';
import { tokens } from '#client/console/styles.css';

const wide = 'screen and (min-width: 1000px)';
const medium = 'screen and (min-width: 640px)';

/* Lists: a face beside a name, two lines in one cell, a one-line preview. */
export const who = style({ display: 'flex', alignItems: 'center', gap: 10, minWidth: 0 });
export const thumb = style({ flex: '0 0 36px', width: 36, height: 36, borderRadius: 6, objectFit: 'cover', background: '#e3e7ee' });
export const avatar = style({ flex: '0 0 56px', width: 56, height: 56, borderRadius: 8, objectFit: 'cover', background: '#e3e7ee' });
export const strongLink = style({ fontWeight: 600, color: tokens.text });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 });
export const preview = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  maxWidth: 360,
  minWidth: 160,
  overflowWrap: 'anywhere',
});
export const email = style({ overflowWrap: 'anywhere', maxWidth: 200 });

/* The profile's page: the form beside its photos on a wide screen, one column on a phone. */
export const editGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 16,
  alignItems: 'start',
  '@media': { [wide]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(280px, 2fr)' } },
});
export const form = style({ display: 'flex', flexDirection: 'column', gap: 14 });
export const formRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 14,
  '@media': { [medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const textarea = style({ resize: 'vertical', minHeight: 90 });
export const alwaysFictional = style({ margin: 0, padding: '8px 12px', borderRadius: 6, background: '#f4f1fb', color: tokens.text });
export const interests = style({ display: 'flex', flexWrap: 'wrap', gap: 6, margin: 0, padding: 0, border: 0, minWidth: 0 });
export const legend = style({ fontWeight: 600, marginBottom: 6, padding: 0 });
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 5,
  padding: '3px 10px',
  border: `1px solid ${tokens.border}`,
  borderRadius: 999,
  background: tokens.surface,
  cursor: 'pointer',
  fontSize: 13,
  selectors: { '&:has(input:checked)': { background: tokens.rowActive, borderColor: tokens.accent } },
});
export const formActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 10 });

export const photos = style({ display: 'flex', flexDirection: 'column', gap: 10 });
export const photosHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 10 });
export const sectionTitle = style({ margin: 0, fontSize: 16 });
export const photoGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: 12,
});
export const photoItem = style({ display: 'flex', flexDirection: 'column', gap: 6 });
export const photoImage = style({ width: '100%', height: 'auto', aspectRatio: '1', objectFit: 'cover', borderRadius: 8, background: '#e3e7ee' });
export const photoActions = style({ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' });

/* A thread: the conversation with the composer, the two profiles beside it. */
export const threadGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 16,
  alignItems: 'start',
  '@media': { [wide]: { gridTemplateColumns: 'minmax(0, 1fr) 300px' } },
});
export const threadCard = style({ display: 'flex', flexDirection: 'column', gap: 12 });
export const messages = style({
  listStyle: 'none',
  margin: 0,
  padding: 4,
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  maxHeight: '60vh',
  overflowY: 'auto',
});
const bubble = style({ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: '80%', padding: '8px 12px', borderRadius: 12 });
export const theirs = style([bubble, { alignSelf: 'flex-start', background: '#eef1f6' }]);
export const ours = style([bubble, { alignSelf: 'flex-end', background: '#e1e9fc' }]);
export const messageText = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const messagePhoto = style({ borderRadius: 8, objectFit: 'cover' });
export const messageMeta = style({ fontSize: 12, color: tokens.muted, overflowWrap: 'anywhere' });
export const bottom = style({ height: 0 });
export const composer = style({ display: 'flex', flexDirection: 'column', gap: 8 });
export const composerText = style({ resize: 'vertical', minHeight: 70 });
export const side = style({ display: 'flex', flexDirection: 'column', gap: 16 });
export const profileCard = style({ display: 'flex', flexDirection: 'column', gap: 10 });
export const pills = style({ display: 'flex', flexWrap: 'wrap', gap: 6 });
export const about = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: tokens.text });

/* Small fixes to shared pieces: a key cap readable on an accent button, a pill that never breaks, a paragraph without outer margins. */
export const keyOnAccent = style({ color: tokens.text });
export const nowrap = style({ whiteSpace: 'nowrap' });
export const flat = style({ margin: 0 });
