import { style, styleVariants } from '@vanilla-extract/css';

/**
 * The console's one look, the same for every site (it is the operators' tool, not a brand).
 * No global rules: the console ships in the same stylesheet as the member sites for now, so
 * everything hangs off its own classes.
 */
export const tokens = {
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  text: '#1d2330',
  muted: '#5b6474',
  border: '#d7dce4',
  surface: '#ffffff',
  background: '#f3f5f8',
  accent: '#2451c6',
  accentText: '#ffffff',
  danger: '#b42318',
  success: '#1c7c3c',
  warning: '#9a5b00',
  rowHover: '#eef2fb',
  rowActive: '#dde6fb',
} as const;

export const root = style({
  minHeight: '100vh',
  fontFamily: tokens.font,
  fontSize: 14,
  lineHeight: 1.45,
  color: tokens.text,
  background: tokens.background,
  colorScheme: 'light',
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0,0,0,0)',
  whiteSpace: 'nowrap',
});

export const focusRing = style({ selectors: { '&:focus-visible': { outline: `3px solid ${tokens.accent}`, outlineOffset: 2 } } });

const buttonBase = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    minHeight: 34,
    padding: '6px 14px',
    borderRadius: 6,
    border: `1px solid ${tokens.border}`,
    font: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    selectors: { '&:disabled': { opacity: 0.55, cursor: 'not-allowed' } },
  },
]);

export const button = styleVariants({
  primary: [buttonBase, { background: tokens.accent, color: tokens.accentText, borderColor: tokens.accent }],
  secondary: [buttonBase, { background: tokens.surface, color: tokens.text }],
  danger: [buttonBase, { background: tokens.danger, color: '#fff', borderColor: tokens.danger }],
});

export const input = style([
  focusRing,
  {
    minHeight: 34,
    padding: '6px 10px',
    borderRadius: 6,
    border: `1px solid ${tokens.border}`,
    background: tokens.surface,
    color: tokens.text,
    font: 'inherit',
    fontWeight: 400,
    minWidth: 0,
  },
]);

export const field = style({ display: 'flex', flexDirection: 'column', gap: 4, fontWeight: 600 });
export const fieldHint = style({ fontWeight: 400, color: tokens.muted, fontSize: 13 });
export const fieldError = style({ fontWeight: 400, color: tokens.danger, fontSize: 13 });

export const card = style({
  background: tokens.surface,
  border: `1px solid ${tokens.border}`,
  borderRadius: 10,
  padding: 16,
});

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 10, marginBottom: 14 });

export const notice = styleVariants({
  info: { padding: '8px 12px', borderRadius: 6, background: '#e8effd', color: tokens.text },
  success: { padding: '8px 12px', borderRadius: 6, background: '#e3f4e8', color: tokens.success },
  error: { padding: '8px 12px', borderRadius: 6, background: '#fdecea', color: tokens.danger },
});

export const pill = styleVariants({
  neutral: { display: 'inline-block', padding: '1px 8px', borderRadius: 999, fontSize: 12, fontWeight: 600, background: '#e9ecf1', color: tokens.text },
  good: { display: 'inline-block', padding: '1px 8px', borderRadius: 999, fontSize: 12, fontWeight: 600, background: '#e3f4e8', color: tokens.success },
  bad: { display: 'inline-block', padding: '1px 8px', borderRadius: 999, fontSize: 12, fontWeight: 600, background: '#fdecea', color: tokens.danger },
  warn: { display: 'inline-block', padding: '1px 8px', borderRadius: 999, fontSize: 12, fontWeight: 600, background: '#fff3dc', color: tokens.warning },
});

export const muted = style({ color: tokens.muted });
export const kbd = style({
  display: 'inline-block',
  minWidth: 20,
  padding: '0 5px',
  border: `1px solid ${tokens.border}`,
  borderBottomWidth: 2,
  borderRadius: 4,
  background: tokens.surface,
  fontFamily: 'ui-monospace, monospace',
  fontSize: 12,
  textAlign: 'center',
});
