import { style } from '@vanilla-extract/css';
import { vars } from '#themes';

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
