import type { ProfileCard } from './members';

/** GET /api/likes.php (docs/product.md#likes-rule): cards of everyone involved, the ids sent, and who liked the member. */
export interface LikesOverview {
  profiles: ProfileCard[];
  liked: number[];
  /** like_announced: its "New like" or "It's a match" moment was shown already (POST /api/like-announced.php). */
  liked_by: { id: number; like_new: boolean; like_announced: boolean }[];
}

/** How far away a suggested or swiped profile is, in bands (never a distance). */
export type DistanceBand = 'nearby' | 'same_region' | 'same_country' | 'further';

/** A swipe card: the profile card with where they are, how far, and the start of their bio. */
export interface SwipeCard extends ProfileCard {
  region_name: string | null;
  distance: DistanceBand;
  about: string | null;
}

/** GET /api/swipe.php: the next cards, the likes left today and when they come back (docs/product.md#swipe-game). */
export interface SwipeDeckResponse {
  profiles: SwipeCard[];
  likes_left: number;
  /** The next UTC midnight, when the day's likes are given anew. */
  likes_refill_at: string;
  /** Whole seconds from the answer to likes_refill_at: a countdown from them is right on a device whose clock is wrong. */
  likes_refill_in: number;
}

/** One of GET /api/match-finder.php's suggestions, with why it was suggested. */
export interface Suggestion {
  profile: ProfileCard;
  score: number;
  reasons: { shared_interests: number[]; distance: DistanceBand; age: number };
}
