import { style } from '@vanilla-extract/css';
import { vars } from '#themes';

export const invite = style({ display: 'grid', justifyItems: 'center', gap: 12, textAlign: 'center' });
/** The envelope in a round badge of the site's colour: the notice reads as a state, not an error. */
export const badge = style({
  display: 'grid',
  placeItems: 'center',
  width: 56,
  height: 56,
  borderRadius: '50%',
  background: vars.color.primary,
  color: vars.color.primaryContrast,
});
export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: '1.375rem', lineHeight: 1.25 });
export const lead = style({ margin: 0, maxWidth: '42ch', color: vars.color.textMuted });
export const how = style({
  display: 'grid',
  gap: 4,
  width: '100%',
  padding: 16,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  textAlign: 'start',
});
export const howTitle = style({ margin: 0, fontSize: '1rem' });
export const howText = style({ margin: 0 });
export const member = style({
  display: 'grid',
  gap: 8,
  width: '100%',
  paddingTop: 16,
  marginTop: 4,
  borderTop: `1px solid ${vars.color.border}`,
});
export const memberText = style({ margin: 0, fontWeight: 600 });
export const action = style({ width: '100%' });
