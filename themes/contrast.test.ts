import { describe, expect, it } from 'vitest';
import { NICHE_THEMES } from './niches';
import type { Palette } from './tokens';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Text colour on background colour pairs that carry small text (WCAG 1.4.3: 4.5:1). */
const PAIRS: [text: keyof Palette, background: keyof Palette, where: string][] = [
  ['primaryContrast', 'primary', 'primary buttons, own chat bubbles and their times'],
  ['textMuted', 'surface', 'the other member’s message times, hints on cards'],
  ['textMuted', 'background', 'hints on the page'],
  ['secondaryContrast', 'secondary', 'toasts, footer'],
  ['text', 'surface', 'body text'],
  ['primary', 'surface', 'links and accent text on cards'],
  ['primary', 'background', 'links on the page'],
];

describe.each(Object.entries(NICHE_THEMES))('niche %s theme', (_niche, theme) => {
  it.each(PAIRS)('%s on %s reaches 4.5:1 (%s)', (text, background) => {
    expect(contrast(theme.color[text], theme.color[background])).toBeGreaterThanOrEqual(4.5);
  });
});
