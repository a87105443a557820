import { style } from '@vanilla-extract/css';
import { vars } from '#themes';

/** The narrow card the account pages sit in. */
export const card = style({
  maxWidth: 480,
  marginInline: 'auto',
  padding: 24,
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.card,
  display: 'grid',
  gap: 16,
});
export const wide = style([card, { maxWidth: 720 }]);
export const title = style({ fontSize: '1.5rem', margin: 0 });
/** An e-mail address is one long word: it breaks rather than widening a phone's page. */
export const muted = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const section = style({ display: 'grid', gap: 12, paddingTop: 16, borderTop: `1px solid ${vars.color.border}` });
export const sectionTitle = style({ fontSize: '1.125rem', margin: 0 });
