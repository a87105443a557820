/** What a free member may do, and a premium member more of: the server enforces it, the premium page shows it. */

/** SPEC §1: free members may start two conversations; premium members any number. */
export const FREE_CONVERSATIONS = 2;

/** SPEC §1/§9: free members keep up to 3 photos, premium members 25. */
export const PHOTO_LIMIT = { free: 3, premium: 25 } as const;
