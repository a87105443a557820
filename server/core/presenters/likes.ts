import type { LoadedLikes } from '#server/core/domain/likes/likes';
import type { LikesOverview } from '#server/contract/answers/likes';
import { presentCards } from './members';

/** GET /api/likes.php (docs/product.md#likes-rule): cards of everyone involved, the ids sent, and who liked the member. */
export function presentLikes(likes: LoadedLikes, cdnPrefix: string, today: Date): LikesOverview {
  return {
    profiles: presentCards(likes.visible, cdnPrefix, today),
    liked: [...likes.liked],
    liked_by: likes.likedBy.map((like) => ({ id: like.id, like_new: like.isNew, like_announced: like.announced })),
  };
}
