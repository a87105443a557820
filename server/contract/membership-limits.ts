/** What a free member may do, and a premium member more of: the server enforces it, the premium page shows it. */

/** Free members may start two conversations; premium members any number (docs/product.md#chat-free-conversations). */
export const FREE_CONVERSATIONS = 2;

/** Free members keep up to 3 photos, premium members 25 (docs/product.md#profiles-photos). */
export const PHOTO_LIMIT = { free: 3, premium: 25 } as const;
