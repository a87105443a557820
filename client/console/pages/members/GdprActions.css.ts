import { style } from '@vanilla-extract/css';
import { tokens } from '#client/console/styles.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: 10 });
export const heading = style({ margin: 0, fontSize: 16 });
export const hint = style({ margin: 0 });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: 10, alignItems: 'center' });
export const form = style({ display: 'flex', flexDirection: 'column', gap: 14 });
export const warning = style({ margin: 0, color: tokens.text, lineHeight: 1.5 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 8 });
