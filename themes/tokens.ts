/**
 * Plain design tokens, importable from the server (manifest, icons, e-mail) and from the
 * vanilla-extract theme files alike. docs/product.md#themes gives the base values.
 */
export const breakpoints = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;
export const modalWidths = { sm: 300, md: 500, lg: 800, xl: 1140 } as const;
export const toastMaxWidth = 350;
export const chatListWidth = { min: 300, max: 400 } as const;
export const messageColumnMaxWidth = 800;

export const media = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
} as const;

export interface Palette {
  primary: string;
  primaryContrast: string;
  secondary: string;
  secondaryContrast: string;
  success: string;
  warning: string;
  danger: string;
  background: string;
  surface: string;
  surfaceAlt: string;
  text: string;
  textMuted: string;
  border: string;
}

export interface ThemeTokens {
  color: Palette & { unread: string };
  font: { body: string; heading: string };
  radius: { small: string; medium: string; large: string; pill: string };
  shadow: { card: string; modal: string };
}

/** Names the CSS custom property of a token path, e.g. ["color","primary"] -> "dp-color-primary". */
export function tokenVariableName(path: readonly string[]): string {
  return `dp-${path.join('-')}`;
}
