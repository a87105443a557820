import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: 14 });
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 10 });
export const title = style({ margin: 0, fontSize: 22, lineHeight: 1.2 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 8 });
