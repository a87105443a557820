import { style } from '@vanilla-extract/css';
import { vars } from '#themes';

export const wrapper = style({ display: 'grid', justifyItems: 'center', gap: 16, textAlign: 'center', paddingBlock: '64px' });
export const status = style({ margin: 0, fontSize: '4rem', fontWeight: 800, color: vars.color.primary, lineHeight: 1 });
export const message = style({ fontSize: '1.5rem', margin: 0 });
