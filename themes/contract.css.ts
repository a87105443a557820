import { createGlobalThemeContract } from '@vanilla-extract/css';
import { tokenVariableName, type ThemeTokens } from './tokens';

const shape: Record<keyof ThemeTokens, Record<string, null>> = {
  color: {
    primary: null,
    primaryContrast: null,
    secondary: null,
    secondaryContrast: null,
    success: null,
    warning: null,
    danger: null,
    background: null,
    surface: null,
    surfaceAlt: null,
    text: null,
    textMuted: null,
    border: null,
    unread: null,
  },
  font: { body: null, heading: null },
  radius: { small: null, medium: null, large: null, pill: null },
  shadow: { card: null, modal: null },
};

/** The one theme contract; property names are stable so tenant overrides can target them. */
export const vars = createGlobalThemeContract(shape as { [K in keyof ThemeTokens]: { [P in keyof ThemeTokens[K]]: null } }, (_value, path) =>
  tokenVariableName(path),
);
