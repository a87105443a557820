/** Members must be adults: 18+ everywhere the product runs (docs/decisions/0001-minimum-age-18.md). */
export const MIN_AGE = 18;
