import { style } from '@vanilla-extract/css';
import { vars } from '#themes';

export const fullScreen = style({ height: '100dvh', display: 'flex', flexDirection: 'column', overflow: 'hidden' });
/** The chat screens fill what the time-bonus banner leaves. */
export const fullScreenMain = style({ flex: 1, minHeight: 0, overflowY: 'auto' });
export const landerBar = style({ paddingBlock: 12, background: vars.color.surface, borderBottom: `1px solid ${vars.color.border}` });
export const landerMain = style({ flex: 1 });
export const warnings = style({ display: 'grid', gap: 8, paddingTop: 16, selectors: { '&:empty': { display: 'none' } } });
