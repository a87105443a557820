import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { NICHE_THEMES } from './niches';

export const niche1Theme = createTheme(vars, NICHE_THEMES[1] as (typeof NICHE_THEMES)[number]);
