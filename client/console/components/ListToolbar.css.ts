import { style } from '@vanilla-extract/css';
import { tokens } from '#client/console/styles.css';

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 10 });
export const count = style({ marginInlineStart: 'auto', color: tokens.muted });
export const hint = style({ margin: 0, color: tokens.muted, fontSize: 13 });
