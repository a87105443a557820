/**
 * The first message a visitor writes to a profile, sent once the account exists
 * (docs/product.md#accounts-signup): sign-up's form, the member landing and the API stop at the same length.
 */
export const SIGNUP_MESSAGE_MAX = 1000;
