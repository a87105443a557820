import { style } from '@vanilla-extract/css';
import { vars } from '#themes';

export const page = style({ display: 'grid', gap: 16, justifyItems: 'center', maxWidth: 480, marginInline: 'auto' });
export const title = style({ fontSize: '1.5rem', margin: 0 });
export const counter = style({ margin: 0, color: vars.color.textMuted, fontWeight: 600 });
