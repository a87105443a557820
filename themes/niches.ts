import type { ThemeTokens } from './tokens';

const sans = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const serif = 'Georgia, "Times New Roman", Times, serif';
const rounded = '"Trebuchet MS", "Segoe UI", system-ui, sans-serif';

const light = {
  success: '#22c650',
  warning: '#f0a202',
  danger: '#d92d20',
  primaryContrast: '#ffffff',
  secondaryContrast: '#ffffff',
};

function theme(
  partial: Omit<ThemeTokens, 'color'> & { color: Omit<ThemeTokens['color'], 'unread' | keyof typeof light> & Partial<typeof light> },
): ThemeTokens {
  // The unread-messages colour equals the secondary colour (docs/product.md#themes).
  return { ...partial, color: { ...light, ...partial.color, unread: partial.color.secondary } };
}

/**
 * One look per niche (1 general, 2 casual, 3 mature, 4 gay, 5 lesbian, 6 fetish, 7 romance).
 * Niche 1 is the product's base theme (docs/product.md#themes); a tenant file may override colours on top.
 */
export const NICHE_THEMES: Record<number, ThemeTokens> = {
  1: theme({
    color: {
      primary: '#df1040',
      secondary: '#323335',
      background: '#f6f6f7',
      surface: '#ffffff',
      surfaceAlt: '#f0f0f2',
      text: '#1d1d1f',
      textMuted: '#5f6066',
      border: '#e2e2e6',
    },
    font: { body: sans, heading: sans },
    radius: { small: '6px', medium: '12px', large: '20px', pill: '999px' },
    shadow: { card: '0 1px 3px rgba(0,0,0,.08), 0 4px 16px rgba(0,0,0,.06)', modal: '0 20px 60px rgba(0,0,0,.3)' },
  }),
  2: theme({
    color: {
      // Deep enough for links on the blush background (4.5:1), still the niche's hot pink.
      primary: '#d41676',
      secondary: '#3a1d4f',
      background: '#fff4f9',
      surface: '#ffffff',
      surfaceAlt: '#ffe6f2',
      text: '#2a1533',
      textMuted: '#6e5a78',
      border: '#f5cfe3',
    },
    font: { body: rounded, heading: rounded },
    radius: { small: '10px', medium: '18px', large: '28px', pill: '999px' },
    shadow: { card: '0 6px 20px rgba(224,25,125,.12)', modal: '0 24px 64px rgba(58,29,79,.35)' },
  }),
  3: theme({
    color: {
      primary: '#8c1c3a',
      secondary: '#2b2d42',
      background: '#f8f4ee',
      surface: '#fffdf9',
      surfaceAlt: '#f1e9df',
      text: '#2b2d42',
      textMuted: '#66646f',
      border: '#e3d9cc',
    },
    font: { body: sans, heading: serif },
    radius: { small: '3px', medium: '6px', large: '10px', pill: '999px' },
    shadow: { card: '0 1px 2px rgba(43,45,66,.12)', modal: '0 16px 48px rgba(43,45,66,.35)' },
  }),
  4: theme({
    color: {
      primary: '#6a3df0',
      secondary: '#1f1b2e',
      background: '#f4f2ff',
      surface: '#ffffff',
      surfaceAlt: '#ebe6ff',
      text: '#1f1b2e',
      textMuted: '#5d5873',
      border: '#dcd5fb',
    },
    font: { body: sans, heading: sans },
    radius: { small: '8px', medium: '14px', large: '22px', pill: '999px' },
    shadow: { card: '0 4px 18px rgba(106,61,240,.12)', modal: '0 24px 64px rgba(31,27,46,.4)' },
  }),
  5: theme({
    color: {
      // Darker than the brand orange of the mock-ups: white on it must reach 4.5:1 (chat bubbles, buttons).
      primary: '#c8420e',
      secondary: '#3d2645',
      background: '#fff7f2',
      surface: '#ffffff',
      surfaceAlt: '#ffeadd',
      text: '#2e1d33',
      textMuted: '#6b5a6f',
      border: '#f6d9c7',
    },
    font: { body: rounded, heading: rounded },
    radius: { small: '8px', medium: '16px', large: '24px', pill: '999px' },
    shadow: { card: '0 4px 16px rgba(217,72,15,.12)', modal: '0 24px 64px rgba(61,38,69,.35)' },
  }),
  6: theme({
    color: {
      // On a dark ground no red carries both white button text and links at 4.5:1: a lighter rose
      // with near-black text on it does both.
      primary: '#fb7185',
      primaryContrast: '#0b0b0d',
      secondary: '#0b0b0d',
      background: '#121214',
      surface: '#1c1c21',
      surfaceAlt: '#26262d',
      text: '#f2f2f5',
      textMuted: '#a3a3ad',
      border: '#33333c',
      secondaryContrast: '#f2f2f5',
    },
    font: { body: sans, heading: sans },
    radius: { small: '2px', medium: '4px', large: '8px', pill: '999px' },
    shadow: { card: '0 2px 12px rgba(0,0,0,.5)', modal: '0 24px 64px rgba(0,0,0,.7)' },
  }),
  7: theme({
    color: {
      primary: '#2563c9',
      secondary: '#1e2a3b',
      background: '#f3f7fd',
      surface: '#ffffff',
      surfaceAlt: '#e6eefa',
      text: '#1e2a3b',
      textMuted: '#566579',
      border: '#d3def0',
    },
    font: { body: sans, heading: serif },
    radius: { small: '6px', medium: '10px', large: '16px', pill: '999px' },
    shadow: { card: '0 2px 10px rgba(37,99,201,.1)', modal: '0 20px 56px rgba(30,42,59,.35)' },
  }),
};

export function nicheTheme(niche: number): ThemeTokens {
  return NICHE_THEMES[niche] ?? (NICHE_THEMES[1] as ThemeTokens);
}

/** The colour a browser paints around a site's pages (theme-color, the web manifest): its own primary, else its niche's. */
export function siteThemeColor(site: { niche: number; theme: { primary?: string | undefined } }): string {
  return site.theme.primary ?? nicheTheme(site.niche).color.primary;
}
