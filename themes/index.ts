import { niche1Theme } from './niche-1.css';
import { niche2Theme } from './niche-2.css';
import { niche3Theme } from './niche-3.css';
import { niche4Theme } from './niche-4.css';
import { niche5Theme } from './niche-5.css';
import { niche6Theme } from './niche-6.css';
import { niche7Theme } from './niche-7.css';

export { vars } from './contract.css';

const NICHE_CLASSES: Record<number, string> = {
  1: niche1Theme,
  2: niche2Theme,
  3: niche3Theme,
  4: niche4Theme,
  5: niche5Theme,
  6: niche6Theme,
  7: niche7Theme,
};

/** The class that applies a niche's theme; unknown niches fall back to niche 1. */
export function nicheThemeClass(niche: number): string {
  return NICHE_CLASSES[niche] ?? niche1Theme;
}
