import crypto from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { makeVariants, storeVariants, VARIANT_CODE, type Variants } from '#server/core/domain/photos/variants';
import { ROOT } from '#server/platform/paths';
import type { Storage } from '#server/adapters/storage/storage';
import { keptRender } from './kept-render';
import { mulberry32, pick, type Random } from './random';

/**
 * Demo avatars are drawn, not downloaded: stylised head-and-shoulders figures from SVG shapes
 * (no text, so no fonts), decided entirely by a seed number. They look like illustrations on
 * purpose, so nobody mistakes a demo member for a real person's photo.
 */

export type AvatarGender = 'male' | 'female';
/** The profile's hair_color choices an avatar can show ('bald' only for men). */
export type AvatarHair = 'blond' | 'brown' | 'black' | 'red' | 'grey' | 'bald' | 'other';

export interface AvatarImage {
  gender: AvatarGender;
  hair: AvatarHair;
  svg: string;
  full: Buffer;
  thumb: Buffer;
  /** The responsive copies every uploaded photo has too (decision 0107). */
  variants: Variants;
}

export interface StoredAvatar {
  gender: AvatarGender;
  hair: AvatarHair;
  filename: string;
  thumbFilename: string;
  variantWidths: number[];
}

const POOL_SIZE = 60;
const FULL_SIZE = 800;
const THUMB_SIZE = 400;

const FEMALE_HAIR: readonly AvatarHair[] = ['blond', 'brown', 'black', 'red', 'grey', 'other'];
const MALE_HAIR: readonly AvatarHair[] = ['brown', 'black', 'blond', 'bald', 'grey', 'red', 'other'];
const HAIR_COLOURS: Record<Exclude<AvatarHair, 'bald'>, readonly string[]> = {
  blond: ['#e8c27a', '#d9a95b', '#f0d49a'],
  brown: ['#6b4226', '#8a5a36', '#4e3020'],
  black: ['#2a2321', '#1d1b22', '#3a302c'],
  red: ['#b5522b', '#c8693a', '#9c3f22'],
  grey: ['#b9b6b2', '#d5d2cc', '#9d9a96'],
  other: ['#8e5bd6', '#d9607f', '#2f9e9a', '#4a7bd1'],
};
const SKIN = ['#fbe0cb', '#f4cfa8', '#eab98e', '#d9a06f', '#c68642', '#a86b3c', '#8d5524', '#6b3f20'];
const BACKGROUNDS = ['#ffd6e0', '#c8e7ff', '#d8f3dc', '#fff1c1', '#e4d9ff', '#ffe5d0', '#d0f4f0', '#f2e8cf', '#cfe1ff', '#fde2e4', '#e2f0cb', '#f6dfeb'];
const CLOTHES = ['#e76f51', '#2a9d8f', '#264653', '#e9c46a', '#8ab17d', '#6d597a', '#b56576', '#457b9d', '#f4a261', '#3d405b', '#c0392b', '#5e8c61'];
const ACCENTS = ['#ef476f', '#118ab2', '#06d6a0', '#ffd166', '#7b2cbf', '#f77f00'];

/** Darkens (factor < 1) or lightens (factor > 1) a #rrggbb colour. */
function tone(hex: string, factor: number): string {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  const scaled = channels.map((value) => Math.max(0, Math.min(255, Math.round(factor > 1 ? value + (255 - value) * (factor - 1) : value * factor))));
  return `#${scaled.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

interface HairStyle {
  /** Drawn behind the neck and head (long hair falling over the shoulders). */
  back?: string;
  /** Drawn over the head; separate paths, so overlapping shapes never cancel each other out. */
  front: readonly string[];
  ears: boolean;
  /** A bun on top, which a beanie would sit on awkwardly. */
  knot?: boolean;
}

const CAP = 'M71 86 C66 50 86 44 100 44 C116 44 134 50 129 86 C124 72 120 64 113 62 C101 70 87 70 81 66 C77 72 75 78 74 86 Z';

const FEMALE_STYLES: readonly HairStyle[] = [
  // long and straight
  {
    back: 'M68 82 C60 36 140 36 132 82 L138 158 C118 166 82 166 62 158 Z',
    front: ['M70 84 C66 46 134 46 130 84 C124 66 110 58 98 60 C90 70 80 76 70 84 Z'],
    ears: false,
  },
  // long waves
  {
    back: 'M68 82 C58 36 142 36 132 82 C140 104 132 118 142 136 C134 150 140 160 124 162 C108 166 92 166 76 162 C60 160 66 150 58 136 C68 118 60 104 68 82 Z',
    front: ['M70 86 C64 46 136 46 130 86 C128 70 116 58 100 58 C86 58 74 70 70 86 Z'],
    ears: false,
  },
  // bob
  {
    back: 'M66 88 C60 40 140 40 134 88 L136 120 C124 126 76 126 64 120 Z',
    front: ['M70 82 C68 50 132 50 130 82 C118 68 100 64 84 70 C78 72 73 76 70 82 Z'],
    ears: false,
  },
  // bun
  { front: [circle(100, 36, 15), CAP], ears: true, knot: true },
  // ponytail
  {
    back: 'M120 56 C150 60 156 100 146 134 C142 112 134 94 124 80 Z',
    front: ['M71 84 C66 48 134 48 129 84 C122 66 108 60 96 62 C86 66 78 74 74 84 Z'],
    ears: true,
  },
  // curls
  { back: curls(100, 84, 40, 15, 200, 340, 9).join(' '), front: curls(100, 70, 30, 12, 190, 350, 7), ears: false },
  // pixie
  { front: ['M71 84 C66 46 134 46 129 84 C125 70 121 62 114 60 C104 72 88 72 80 68 C77 74 75 80 74 84 Z'], ears: true },
];

const MALE_STYLES: readonly HairStyle[] = [
  // short crop
  { front: [CAP], ears: true },
  // quiff
  { front: ['M71 86 C66 50 80 36 104 36 C126 36 136 52 129 86 C125 72 120 62 110 58 C96 66 86 68 80 66 C77 72 75 78 74 86 Z'], ears: true },
  // buzz cut
  { front: ['M72 84 C70 48 130 48 128 84 C125 74 121 69 115 67 L85 67 C80 70 76 76 74 84 Z'], ears: true },
  // curly top
  { front: [...curls(100, 72, 26, 11, 190, 350, 7), CAP], ears: true },
  // side part
  { front: ['M71 86 C66 48 134 48 129 86 C125 72 121 64 116 62 L110 60 C96 58 84 64 78 72 C75 77 74 82 73 86 Z'], ears: true },
  // man bun
  { front: [circle(100, 40, 11), CAP], ears: true, knot: true },
];

/** A ring of overlapping circles along an arc: curly hair without any text or image. */
function curls(cx: number, cy: number, radius: number, size: number, from: number, to: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const angle = ((from + ((to - from) * i) / (count - 1)) * Math.PI) / 180;
    return circle(cx + radius * Math.cos(angle), cy + radius * Math.sin(angle), size);
  });
}

/** A circle as path data, all drawn in the same direction so they add up under fill-rule nonzero. */
function circle(cx: number, cy: number, r: number): string {
  return `M${(cx - r).toFixed(1)} ${cy.toFixed(1)} a${r} ${r} 0 1 0 ${r * 2} 0 a${r} ${r} 0 1 0 ${-r * 2} 0 Z`;
}

function face(random: Random, hairColour: string, skin: string): string {
  const ink = '#2d2a32';
  const brow = hairColour === 'none' ? tone(skin, 0.55) : tone(hairColour, 0.8);
  const eyes =
    random() < 0.7
      ? `<circle cx="90" cy="89" r="2.8" fill="${ink}"/><circle cx="110" cy="89" r="2.8" fill="${ink}"/>`
      : `<path d="M86 90 Q90 85 94 90 M106 90 Q110 85 114 90" stroke="${ink}" stroke-width="2.2" fill="none" stroke-linecap="round"/>`;
  const smile = random() < 0.5 ? 'M92 103 Q100 110 108 103' : 'M93 104 Q100 108 107 104';
  return [
    `<path d="M84 81 Q90 78 95 80 M105 80 Q110 78 116 81" stroke="${brow}" stroke-width="2.4" fill="none" stroke-linecap="round"/>`,
    eyes,
    `<path d="M100 92 Q102 96 98.5 97.5" stroke="${tone(skin, 0.75)}" stroke-width="1.8" fill="none" stroke-linecap="round"/>`,
    `<path d="${smile}" stroke="#8a3b35" stroke-width="2.3" fill="none" stroke-linecap="round"/>`,
    `<circle cx="84" cy="99" r="5" fill="#ff6f6f" opacity="0.16"/><circle cx="116" cy="99" r="5" fill="#ff6f6f" opacity="0.16"/>`,
  ].join('');
}

function torso(random: Random, gender: AvatarGender, skin: string): string {
  const cloth = pick(random, CLOTHES);
  const width = gender === 'female' ? 62 : 72;
  const body = `<path d="M${100 - width} 200 C${100 - width} 160 ${124 - width} 140 100 140 C${76 + width} 140 ${100 + width} 160 ${100 + width} 200 Z" fill="${cloth}"/>`;
  const neckline = pick(random, ['round', 'vee', 'collar'] as const);
  const neckEnd = neckline === 'vee' ? 'L88 136 L100 154 L112 136' : 'L88 136 Q100 150 112 136';
  const neck = `<path d="M88 104 ${neckEnd} L112 104 Z" fill="${skin}"/><ellipse cx="100" cy="117" rx="12" ry="5" fill="${tone(skin, 0.8)}"/>`;
  const collar = neckline === 'collar' ? `<path d="M86 136 L100 150 L92 160 Z M114 136 L100 150 L108 160 Z" fill="${tone(cloth, 1.7)}"/>` : '';
  return body + neck + collar;
}

function accessories(random: Random, gender: AvatarGender, style: HairStyle): string {
  const parts: string[] = [];
  if (random() < 0.25) {
    parts.push(
      `<g stroke="#2b2b2b" stroke-width="2" fill="#ffffff" fill-opacity="0.18"><circle cx="90" cy="89" r="7.5"/><circle cx="110" cy="89" r="7.5"/></g>`,
      `<path d="M97.5 88 Q100 86 102.5 88" stroke="#2b2b2b" stroke-width="2" fill="none"/>`,
    );
  }
  if (gender === 'female' && style.ears && random() < 0.6)
    parts.push(`<g fill="#e9b949"><circle cx="73" cy="100" r="2.6"/><circle cx="127" cy="100" r="2.6"/></g>`);
  if (gender === 'female' && random() < 0.3) {
    parts.push(
      `<path d="M89 139 Q100 152 111 139" stroke="#e9b949" stroke-width="1.5" fill="none"/><circle cx="100" cy="148" r="2.5" fill="${pick(random, ACCENTS)}"/>`,
    );
  }
  if (!style.knot && random() < 0.1) {
    const hat = pick(random, ACCENTS);
    parts.push(
      `<path d="M70 74 C66 34 134 34 130 74 Z" fill="${hat}"/><rect x="67" y="66" width="66" height="13" rx="6.5" fill="${tone(hat, 0.8)}"/>`,
      `<circle cx="100" cy="32" r="7" fill="${tone(hat, 1.5)}"/>`,
    );
  }
  return parts.join('');
}

/** One avatar as SVG, the same for the same seed. */
export function avatarSvg(seed: number, gender: AvatarGender, hair: AvatarHair): string {
  const random = mulberry32(seed);
  const skin = pick(random, SKIN);
  const bg = pick(random, BACKGROUNDS);
  const hairColour = hair === 'bald' ? 'none' : pick(random, HAIR_COLOURS[hair]);
  const style: HairStyle = hair === 'bald' ? { front: [], ears: true } : pick(random, gender === 'female' ? FEMALE_STYLES : MALE_STYLES);
  const dots = [0, 1, 2]
    .map(
      () =>
        `<circle cx="${Math.round(random() * 200)}" cy="${Math.round(random() * 120)}" r="${4 + Math.round(random() * 10)}" fill="#ffffff" opacity="0.35"/>`,
    )
    .join('');
  // Dyed ('other') hair keeps a natural beard colour.
  const beard =
    gender === 'male' && random() < 0.35
      ? `<path d="M73 90 C74 122 88 132 100 132 C112 132 126 122 127 90 C122 108 112 113 100 113 C88 113 78 108 73 90 Z" fill="${hair === 'bald' || hair === 'other' ? pick(random, HAIR_COLOURS.brown) : hairColour}"/>`
      : '';
  const ears = style.ears
    ? `<ellipse cx="73" cy="91" rx="5" ry="8" fill="${tone(skin, 0.92)}"/><ellipse cx="127" cy="91" rx="5" ry="8" fill="${tone(skin, 0.92)}"/>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${FULL_SIZE}" height="${FULL_SIZE}" viewBox="14 10 172 172">`,
    `<rect width="200" height="200" fill="${bg}"/><circle cx="100" cy="100" r="80" fill="#ffffff" opacity="0.28"/>${dots}`,
    style.back ? `<path d="${style.back}" fill="${tone(hairColour, 0.85)}"/>` : '',
    torso(random, gender, skin),
    ears,
    `<ellipse cx="100" cy="86" rx="${gender === 'female' ? 26 : 27}" ry="33" fill="${skin}"/>`,
    beard,
    face(random, hairColour, skin),
    style.front.map((d) => `<path d="${d}" fill="${hairColour}"/>`).join(''),
    accessories(random, gender, style),
    '</svg>',
  ].join('');
}

interface Drawing {
  gender: AvatarGender;
  hair: AvatarHair;
  svg: string;
}

/** The pool's drawings: alternating women and men, cycling through the hair colours. */
function drawing(index: number): Drawing {
  const gender: AvatarGender = index % 2 === 0 ? 'female' : 'male';
  const hairs = gender === 'female' ? FEMALE_HAIR : MALE_HAIR;
  const hair = hairs[Math.floor(index / 2) % hairs.length] as AvatarHair;
  return { gender, hair, svg: avatarSvg(index * 7919 + 17, gender, hair) };
}

async function renderAvatar({ gender, hair, svg }: Drawing): Promise<AvatarImage> {
  const image = sharp(Buffer.from(svg));
  // Low encoder effort: flat shapes compress well anyway, and it halves the pool's start-up time.
  const [full, thumb] = await Promise.all([
    image.clone().webp({ quality: 82, effort: 2 }).toBuffer(),
    image.clone().resize(THUMB_SIZE, THUMB_SIZE).webp({ quality: 78, effort: 2 }).toBuffer(),
  ]);
  return { gender, hair, svg, full, thumb, variants: await makeVariants(full, 'fast') };
}

function isAvatarPool(value: unknown): value is AvatarImage[] {
  return (
    Array.isArray(value) &&
    value.length === POOL_SIZE &&
    value.every((avatar: Partial<AvatarImage>) => Buffer.isBuffer(avatar.full) && Buffer.isBuffer(avatar.thumb) && Array.isArray(avatar.variants?.images))
  );
}

/** Where rendered pools are kept between starts, as build tools keep theirs. */
const KEPT_POOLS = path.join(ROOT, 'node_modules/.cache/demo-avatars');

/**
 * The pool, so a member's photo can match the gender and hair colour on the profile. Rendering
 * it is about 10 s of CPU, the same pictures every time: it is kept between starts, under a key
 * of the drawings, the code and sizes that render them and sharp's libraries (decision 0151).
 */
export function renderAvatarPool(): Promise<AvatarImage[]> {
  const drawings = Array.from({ length: POOL_SIZE }, (_, index) => drawing(index));
  const inputs = [
    ...drawings.map((one) => `${one.gender} ${one.hair} ${one.svg}`),
    `${String(renderAvatar)} ${THUMB_SIZE}`,
    VARIANT_CODE,
    JSON.stringify(sharp.versions),
  ];
  return keptRender(KEPT_POOLS, inputs, isAvatarPool, () => Promise.all(drawings.map(renderAvatar)));
}

/**
 * Writes the pool under one tenant. Names come from the drawing's hash: media are served as
 * immutable, so a changed drawing must get a new name rather than overwrite a cached one.
 */
export async function storeAvatarPool(storage: Storage, tenantId: string, pool: readonly AvatarImage[]): Promise<StoredAvatar[]> {
  return Promise.all(
    pool.map(async (avatar) => {
      const name = `demo-avatar-${crypto.createHash('sha1').update(avatar.svg).digest('hex').slice(0, 12)}`;
      const filename = `${tenantId}/${name}.webp`;
      const thumbFilename = `${tenantId}/${name}_thumb.webp`;
      await Promise.all([storage.put(filename, avatar.full), storage.put(thumbFilename, avatar.thumb), storeVariants(storage, filename, avatar.variants)]);
      return { gender: avatar.gender, hair: avatar.hair, filename, thumbFilename, variantWidths: avatar.variants.widths };
    }),
  );
}
