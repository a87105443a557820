import sharp from 'sharp';

export const ICON_SIZES = [192, 512] as const;
export type IconSize = (typeof ICON_SIZES)[number];

/** A maskable app icon: a heart on the tenant's colours, drawn locally (no fonts, no downloads). */
export function iconSvg(size: number, background: string, foreground: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
<rect width="100" height="100" fill="${background}"/>
<path fill="${foreground}" d="M50 78 C22 58 18 44 22 34 C26 24 40 21 50 33 C60 21 74 24 78 34 C82 44 78 58 50 78 Z"/>
</svg>`;
}

export async function renderIcon(size: IconSize, background: string, foreground: string): Promise<Buffer> {
  return sharp(Buffer.from(iconSvg(size, background, foreground)))
    .png()
    .toBuffer();
}
