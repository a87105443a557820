/** The tabs of /likes/{type}: the route's loader refuses any other, outside the page's lazy chunk. */
export const LIKE_TABS = ['received', 'sent', 'matches'] as const;
export type LikeTab = (typeof LIKE_TABS)[number];
