import { regionsFor } from '#server/platform/reference-data/regions';
import type { Region } from '#server/contract/answers/site';
import type { DistanceBand, SwipeCard, SwipeDeckResponse } from '#server/contract/answers/likes';
import type { SwipeDeck } from '#server/core/domain/likes/swipe';
import { presentCard } from './members';

type PhotoRow = Parameters<typeof presentCard>[1];

/** Bios are long; a card shows their start, cut at a word. */
const ABOUT_CHARS = 110;

function firstLine(about: string): string | null {
  const line = about.trim().split('\n')[0]?.trim() ?? '';
  if (!line) return null;
  if (line.length <= ABOUT_CHARS) return line;
  const cut = line.slice(0, ABOUT_CHARS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), ABOUT_CHARS / 2)).trimEnd()}…`;
}

/** A swipe card: the profile card with where they are, how far, and the start of their bio. */
export function presentSwipeCard(
  profile: SwipeDeck['cards'][number]['profile'],
  photo: PhotoRow,
  distance: DistanceBand,
  regions: Record<string, Region[]>,
  cdnPrefix: string,
  today: Date,
): SwipeCard {
  return {
    ...presentCard(profile, photo, cdnPrefix, today),
    region_name: regions[profile.country]?.find((region) => region.code === profile.region)?.name ?? null,
    distance,
    about: firstLine(profile.aboutMe),
  };
}

/** GET /api/swipe.php: the deck's cards (regions named in the site's countries), the likes left today and when they come back. */
export function presentSwipeDeck(deck: SwipeDeck, countries: readonly string[], cdnPrefix: string, today: Date): SwipeDeckResponse {
  const regions = regionsFor(countries);
  return {
    profiles: deck.cards.map(({ profile, photo, distance }) => presentSwipeCard(profile, photo, distance, regions, cdnPrefix, today)),
    likes_left: deck.likesLeft,
    likes_refill_at: deck.refillAt.toISOString(),
    likes_refill_in: Math.max(0, Math.ceil((deck.refillAt.getTime() - today.getTime()) / 1000)),
  };
}
