/** Members must be adults: 18+ everywhere the product runs (see docs/decisions.md). */
export const MIN_AGE = 18;
