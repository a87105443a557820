import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { NICHE_THEMES } from './niches';

export const niche7Theme = createTheme(vars, NICHE_THEMES[7] as (typeof NICHE_THEMES)[number]);
