import sharp from 'sharp';
import { escapeHtml } from '#server/contract/escape-html';
import { SHARE_IMAGE } from '#server/contract/seo';

export interface ShareImageInput {
  name: string;
  tagline: string;
  domain: string;
  primary: string;
  secondary: string;
  contrast: string;
  /** The niche's heading font stack; fontconfig picks the closest installed face (no downloads). */
  font: string;
}

const HEART = 'M50 78 C22 58 18 44 22 34 C26 24 40 21 50 33 C60 21 74 24 78 34 C82 44 78 58 50 78 Z';
const LEFT = 96;
const NAME_SIZE = 88;
const DOMAIN_SIZE = 30;
/** Average advance of a glyph as a share of the font size: enough to wrap the tagline without measuring each word. */
const GLYPH = 0.52;

/** Words into lines of at most `width` px at `size`; a last line that would not fit ends with an ellipsis. */
function wrap(text: string, size: number, width: number, maxLines: number): string[] {
  const perLine = Math.floor(width / (size * GLYPH));
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${(kept[maxLines - 1] ?? '').slice(0, perLine - 1)}…`;
  return kept;
}

/** The picture a shared link shows (1200×630, the size Open Graph and Twitter cards expect): the site's colours, mark, name and promise. */
export function shareImageSvg(input: ShareImageInput, measured: { nameSize: number; domainWidth: number }): string {
  const { width, height } = SHARE_IMAGE;
  const taglineSize = 42;
  const tagline = wrap(input.tagline, taglineSize, 740, 3);
  const nameY = 330;
  const font = escapeHtml(input.font);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${input.primary}"/><stop offset="1" stop-color="${input.secondary}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<circle cx="960" cy="300" r="360" fill="url(#glow)"/>
<g transform="translate(730 60) scale(5.4)" fill="${input.contrast}" fill-opacity="0.16"><path d="${HEART}"/></g>
<g transform="translate(1010 420) scale(1.5) rotate(-12 50 50)" fill="${input.contrast}" fill-opacity="0.35"><path d="${HEART}"/></g>
<g transform="translate(880 120) scale(0.9) rotate(14 50 50)" fill="${input.contrast}" fill-opacity="0.3"><path d="${HEART}"/></g>
<rect x="${LEFT}" y="96" width="120" height="120" rx="30" fill="${input.contrast}"/>
<g transform="translate(${LEFT + 10} 110)" fill="${input.primary}"><path d="${HEART}"/></g>
<text x="${LEFT}" y="${nameY}" font-family="${font}" font-size="${measured.nameSize}" font-weight="700" fill="${input.contrast}">${escapeHtml(input.name)}</text>
${tagline
  .map(
    (line, index) =>
      `<text x="${LEFT}" y="${nameY + 70 + index * (taglineSize + 12)}" font-family="${font}" font-size="${taglineSize}" fill="${input.contrast}" fill-opacity="0.92">${escapeHtml(line)}</text>`,
  )
  .join('\n')}
<rect x="${LEFT}" y="${height - 110}" width="${measured.domainWidth + 64}" height="56" rx="28" fill="${input.contrast}" fill-opacity="0.18"/>
<text x="${LEFT + 32}" y="${height - 72}" font-family="${font}" font-size="${DOMAIN_SIZE}" font-weight="700" fill="${input.contrast}">${escapeHtml(input.domain)}</text>
</svg>`;
}

/** The width of a bold line as the installed fonts draw it (the same fontconfig choice as the SVG's). */
async function boldWidth(text: string, font: string, size: number): Promise<number> {
  const { info } = await sharp({ text: { text: escapeHtml(text), font: `${font.replaceAll('"', '')} Bold ${size}px`, dpi: 72 } })
    .png()
    .toBuffer({ resolveWithObject: true });
  return info.width;
}

export async function renderShareImage(input: ShareImageInput): Promise<Buffer> {
  const nameWidth = await boldWidth(input.name, input.font, NAME_SIZE);
  // A long name shrinks to fit the width; a short one keeps the full size.
  const nameSize = Math.min(NAME_SIZE, Math.floor((NAME_SIZE * (SHARE_IMAGE.width - LEFT * 2)) / Math.max(nameWidth, 1)));
  const domainWidth = await boldWidth(input.domain, input.font, DOMAIN_SIZE);
  return sharp(Buffer.from(shareImageSvg(input, { nameSize, domainWidth })))
    .png({ compressionLevel: 9 })
    .toBuffer();
}
