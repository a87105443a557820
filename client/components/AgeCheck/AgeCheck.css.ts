import { style } from '@vanilla-extract/css';
import { vars } from '#themes';

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '4px 16px',
  alignItems: 'start',
  padding: 20,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  '@media': { '(max-width: 480px)': { padding: 16, gap: '4px 12px' } },
});

export const compact = style({ boxShadow: 'none', padding: 16, borderRadius: vars.radius.medium });

export const icon = style({
  gridRow: 'span 3',
  display: 'grid',
  placeItems: 'center',
  width: 48,
  height: 48,
  borderRadius: '50%',
  background: vars.color.primary,
  color: vars.color.primaryContrast,
});

export const title = style({ margin: 0, fontSize: '1.15rem', fontFamily: vars.font.heading, lineHeight: 1.3 });

export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: '.95rem', lineHeight: 1.45 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, marginTop: 8 });

export const privacy = style({ gridColumn: '1 / -1', margin: '8px 0 0', color: vars.color.textMuted, fontSize: '.8rem', lineHeight: 1.4 });

export const error = style({ gridColumn: '1 / -1', margin: '4px 0 0', color: vars.color.danger, fontSize: '.9rem' });

/** A member's photo the viewer may not see yet: blurred past recognition, kept inside its box. */
export const blurred = style({ filter: 'blur(20px)', clipPath: 'inset(0)' });

/** The slim bar above the page: why photos are blurred, and the button that lifts it. */
export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '8px 16px',
  padding: '8px 16px',
  background: vars.color.surfaceAlt,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: '.9rem',
  textAlign: 'center',
});

export const noticeText = style({ margin: 0 });

export const noticeButton = style({ minHeight: 36, paddingInline: 16, fontSize: '.875rem' });
