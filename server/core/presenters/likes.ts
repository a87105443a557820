import type { photos } from '#server/platform/db/schema';
import type { CardProfile } from '#server/core/domain/members/with-main-photo';
import { presentCards } from './members';

/** The likes the domain found for a member (server/core/domain/likes/likes.ts), newest first. */
export interface LoadedLikes {
  /** Everyone involved (sent or received) whom the member may see. */
  visible: readonly { profile: CardProfile; photo: typeof photos.$inferSelect | null }[];
  /** Ids the member liked (sent). */
  liked: readonly number[];
  /** Who liked the member; isNew until their profile is opened. */
  likedBy: readonly { id: number; isNew: boolean }[];
}

/** GET /api/likes.php (docs/product.md#likes-rule): cards of everyone involved, the ids sent, and who liked the member. */
export function presentLikes(likes: LoadedLikes, cdnPrefix: string, today: Date) {
  return {
    profiles: presentCards(likes.visible, cdnPrefix, today),
    liked: [...likes.liked],
    liked_by: likes.likedBy.map((like) => ({ id: like.id, like_new: like.isNew })),
  };
}

export type LikesOverview = ReturnType<typeof presentLikes>;
