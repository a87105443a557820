import { style } from '@vanilla-extract/css';
import { vars } from '#themes';
import { media } from '#themes/tokens';

export const article = style({
  maxWidth: 800,
  marginInline: 'auto',
  padding: '24px 20px',
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.card,
  overflowWrap: 'anywhere',
});
export const intro = style({ fontSize: '1.0625rem', color: vars.color.textMuted });
export const heading = style({ fontSize: '1.1875rem', marginTop: 28 });
export const question = style({ borderTop: `1px solid ${vars.color.border}`, paddingBlock: 12 });
export const summary = style({ cursor: 'pointer', fontWeight: 600, fontSize: '1.0625rem' });
export const contact = style({ marginTop: 24, fontWeight: 600 });
export const notice = style({
  marginBlock: 16,
  padding: '12px 16px',
  borderInlineStart: `4px solid ${vars.color.danger}`,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.small,
});
export const noticeTitle = style({ fontSize: '1.125rem', marginTop: 0 });
/** The imprint's facts: label over value on a phone, side by side from the tablet up. */
export const facts = style({ display: 'grid', gap: 0, margin: '20px 0 0' });
export const fact = style({
  display: 'grid',
  gap: 2,
  paddingBlock: 12,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [media.md]: { gridTemplateColumns: '200px 1fr', gap: 16 } },
});
export const factLabel = style({ fontWeight: 600, color: vars.color.textMuted });
export const factValue = style({ margin: 0 });
