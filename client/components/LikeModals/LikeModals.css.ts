import { style } from '@vanilla-extract/css';
import { vars } from '#themes';

export const body = style({
  display: 'grid',
  gap: 12,
  justifyItems: 'center',
  width: '100%',
  marginBottom: 16,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: '1.125rem',
  textAlign: 'center',
  cursor: 'pointer',
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'center' });
