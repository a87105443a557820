import { style } from '@vanilla-extract/css';

/** The <picture> adds no box of its own: the <img> keeps its place in the parent's grid and its sizing. */
export const picture = style({ display: 'contents' });
