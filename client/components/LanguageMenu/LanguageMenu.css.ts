import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes';
import { visuallyHidden } from '../../styles/layout.css';

export const wrapper = style({ display: 'inline-flex', alignItems: 'center' });
export const label = visuallyHidden;
export const select = style({
  minHeight: 40,
  maxWidth: 130,
  padding: '0 8px',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: 14,
});
