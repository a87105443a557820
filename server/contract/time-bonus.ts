/**
 * docs/product.md#credits-time-bonus: the time bonus: 25 % off, code TIMEBONUS25, once per member, for 4 hours after
 * sign-up. A file of its own so the browser bundle can share it without the server's imports.
 */
export const TIME_BONUS = { code: 'TIMEBONUS25', percentage: 25, seconds: 14_400 } as const;
