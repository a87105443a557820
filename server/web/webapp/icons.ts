import sharp from 'sharp';
import { brandMark, GLYPH_STROKE } from '#server/contract/brand-mark';

export const ICON_SIZES = [192, 512] as const;
export type IconSize = (typeof ICON_SIZES)[number];

export interface IconLook {
  name: string;
  niche: number;
  primary: string;
  contrast: string;
}

/** The primary colour a quarter of the way to black: the lower end of the icon's gradient. */
export function deeper(hex: string): string {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) return hex;
  const value = parseInt(match[1] as string, 16);
  const channel = (shift: number) => Math.round(((value >> shift) & 255) * 0.75);
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, '0')}`;
}

function gradient(primary: string): string {
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${deeper(primary)}"/></linearGradient></defs>`;
}

function glyph(path: string, colour: string): string {
  return `<path d="${path}" fill="none" stroke="${colour}" stroke-width="${GLYPH_STROKE}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/**
 * The site's mark as a maskable app icon: its colours edge to edge (the system cuts the shape) and
 * its initial inside the safe zone. Drawn locally, with no font (docs/decisions/0118-brand-mark.md).
 */
export function iconSvg(size: number, look: IconLook): string {
  const mark = brandMark(look.name, look.niche);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">${gradient(look.primary)}<rect width="100" height="100" fill="url(#g)"/>${glyph(mark.glyph, look.contrast)}</svg>`;
}

/** The mark as browsers show it in tabs and bookmarks: the niche's badge, not a square. */
export function badgeSvg(look: IconLook): string {
  const mark = brandMark(look.name, look.niche);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 100 100">${gradient(look.primary)}<path d="${mark.badge}" fill="url(#g)"/>${glyph(mark.glyph, look.contrast)}</svg>`;
}

export async function renderIcon(size: IconSize, look: IconLook): Promise<Buffer> {
  return sharp(Buffer.from(iconSvg(size, look)))
    .png()
    .toBuffer();
}
