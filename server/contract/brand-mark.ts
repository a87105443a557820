/**
 * Browser-safe. Each site's mark, drawn from its name and niche rather than one heart for every
 * brand: the name's initial, as strokes (no font is needed to draw it, so the server can render
 * the app icons without any), on a badge whose shape says the niche. The top bar fills it with the
 * theme's colours, the app icons with the site's (docs/decisions/0118-brand-mark.md).
 */

/** Uppercase Latin letters as strokes in a 100 × 100 box (x 32–68, y 28–72), drawn round-capped. */
const LETTERS: Record<string, string> = {
  A: 'M32 72 L50 28 L68 72 M38.5 58 L61.5 58',
  B: 'M34 50 L34 28 L52 28 Q63 28 63 39 Q63 50 52 50 L34 50 L34 72 L54 72 Q66 72 66 61 Q66 50 54 50',
  C: 'M66.9 35.9 A22 22 0 1 0 66.9 64.1',
  D: 'M34 28 L34 72 L48 72 Q68 72 68 50 Q68 28 48 28 Z',
  E: 'M66 28 L34 28 L34 72 L66 72 M34 50 L60 50',
  F: 'M66 28 L34 28 L34 72 M34 50 L60 50',
  G: 'M66.9 35.9 A22 22 0 1 0 72 50 L54 50',
  H: 'M34 28 L34 72 M66 28 L66 72 M34 50 L66 50',
  I: 'M50 28 L50 72 M40 28 L60 28 M40 72 L60 72',
  J: 'M62 28 L62 60 Q62 72 49 72 Q38 72 36 62',
  K: 'M34 28 L34 72 M66 28 L34 56 M45 46 L67 72',
  L: 'M34 28 L34 72 L64 72',
  M: 'M32 72 L32 28 L50 54 L68 28 L68 72',
  N: 'M34 72 L34 28 L66 72 L66 28',
  O: 'M50 28 A22 22 0 1 1 50 72 A22 22 0 1 1 50 28',
  P: 'M34 72 L34 28 L52 28 Q65 28 65 40 Q65 52 52 52 L34 52',
  Q: 'M50 28 A22 22 0 1 1 50 72 A22 22 0 1 1 50 28 M56 60 L69 74',
  R: 'M34 72 L34 28 L52 28 Q65 28 65 40 Q65 52 52 52 L34 52 M50 52 L66 72',
  S: 'M65 34 Q60 28 50 28 Q36 28 36 39 Q36 48 50 50 Q64 52 64 61 Q64 72 50 72 Q39 72 34 65',
  T: 'M32 28 L68 28 M50 28 L50 72',
  U: 'M34 28 L34 58 Q34 72 50 72 Q66 72 66 58 L66 28',
  V: 'M32 28 L50 72 L68 28',
  W: 'M30 28 L40 72 L50 40 L60 72 L70 28',
  X: 'M34 28 L66 72 M66 28 L34 72',
  Y: 'M32 28 L50 52 L68 28 M50 52 L50 72',
  Z: 'M34 28 L66 28 L34 72 L66 72',
};

/** A name that starts with no Latin letter (digits, other scripts) gets a heart, stroked like the letters. */
const HEART = 'M50 70 C30 57 30 44 34 38 C38 32 46 32 50 40 C54 32 62 32 66 38 C70 44 70 57 50 70 Z';

/** Badge outlines per niche (1 general, 2 casual, 3 mature, 4 gay, 5 lesbian, 6 fetish, 7 romance). */
const SHAPES: Record<number, string> = {
  // A rounded square.
  1: 'M28 4 H72 Q96 4 96 28 V72 Q96 96 72 96 H28 Q4 96 4 72 V28 Q4 4 28 4 Z',
  // A circle.
  2: 'M50 4 A46 46 0 1 1 50 96 A46 46 0 1 1 50 4 Z',
  // A shield: square shoulders, a rounded point.
  3: 'M14 6 H86 Q94 6 94 14 V50 Q94 80 50 96 Q6 80 6 50 V14 Q6 6 14 6 Z',
  // Rounded diamonds.
  4: 'M50 2 Q54 2 57 5 L95 43 Q98 46 98 50 Q98 54 95 57 L57 95 Q54 98 50 98 Q46 98 43 95 L5 57 Q2 54 2 50 Q2 46 5 43 L43 5 Q46 2 50 2 Z',
  5: 'M50 2 Q54 2 57 5 L95 43 Q98 46 98 50 Q98 54 95 57 L57 95 Q54 98 50 98 Q46 98 43 95 L5 57 Q2 54 2 50 Q2 46 5 43 L43 5 Q46 2 50 2 Z',
  // A hexagon.
  6: 'M50 3 L91 26.5 V73.5 L50 97 L9 73.5 V26.5 Z',
  // A soft blossom: four overlapping round lobes.
  7: 'M50 6 Q72 6 76 24 Q94 28 94 50 Q94 72 76 76 Q72 94 50 94 Q28 94 24 76 Q6 72 6 50 Q6 28 24 24 Q28 6 50 6 Z',
};

export interface BrandMark {
  /** The badge's outline (viewBox 0 0 100 100), filled. */
  badge: string;
  /** The initial (or a heart), stroked with round caps and joins. */
  glyph: string;
}

/** The letter a name is marked with: its first letter without accents ("Élan" → E), if Latin. */
export function initialOf(name: string): string | undefined {
  const first = name
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .charAt(0)
    .toUpperCase();
  return first && first in LETTERS ? first : undefined;
}

export function brandMark(name: string, niche: number): BrandMark {
  const initial = initialOf(name);
  return { badge: SHAPES[niche] ?? (SHAPES[1] as string), glyph: initial ? (LETTERS[initial] as string) : HEART };
}

/** The stroke width the glyph is drawn with, in the 100 × 100 box. */
export const GLYPH_STROKE = 9;
