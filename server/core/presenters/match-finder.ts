import type { Suggestion } from '#server/core/domain/likes/match-finder';
import type { Suggestion as PresentedSuggestion } from '#server/contract/answers/likes';
import { presentCard } from './members';

/** GET /api/match-finder.php: the ranked members as cards, with why each was suggested. */
export function presentSuggestions(suggestions: readonly Suggestion[], cdnPrefix: string, today: Date): { suggestions: PresentedSuggestion[] } {
  return {
    suggestions: suggestions.map(({ profile, photo, score, reasons }) => ({ profile: presentCard(profile, photo, cdnPrefix, today), score, reasons })),
  };
}
