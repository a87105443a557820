/** SPEC §1/§9: free members keep up to 3 photos, premium members 25 (no server imports: the premium page shows it too). */
export const PHOTO_LIMIT = { free: 3, premium: 25 } as const;
