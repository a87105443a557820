import { useQuery } from '@tanstack/react-query';
import { usePageEnv } from '#client/app-context';
import { useSecondClock } from '#client/hooks/useSecondClock';
import { welcomeDiscountQuery } from '#client/queries/credits';
import { useCurrentUser } from '#client/queries/user';
import { secondsLeft, timeBonusDeadline, timeBonusWindowEnd } from './rules';

export interface TimeBonus {
  code: string;
  percentage: number;
  secondsLeft: number;
}

/**
 * The time bonus, which is also the welcome discount (docs/product.md#credits-time-bonus): the running offer, or null — for
 * visitors, paying members and when it ran out. It follows the user query, so logging out or
 * paying clears it at once.
 */
export function useTimeBonus(): TimeBonus | null {
  const { api } = usePageEnv();
  const user = useCurrentUser();
  const windowEnd = timeBonusWindowEnd(user);
  const { data: discount, dataUpdatedAt } = useQuery({
    ...welcomeDiscountQuery(api, user?.id),
    // Checked when the query runs (in the browser), not while rendering.
    enabled: () => windowEnd !== null && Date.now() < windowEnd,
  });
  const deadline = windowEnd !== null && discount ? timeBonusDeadline(discount, dataUpdatedAt) : null;
  // On the server and while hydrating, the moment the offer was asked: both sides render the same
  // countdown (the root loader asks it on the server), so the banner is in the first paint and
  // moves nothing when the page comes alive; the clock takes over after hydration.
  const now = useSecondClock(deadline) ?? Math.floor(dataUpdatedAt / 1000);
  if (!discount || deadline === null) return null;
  const left = secondsLeft(deadline, now * 1000);
  return left > 0 ? { code: discount.code, percentage: discount.value_percentage, secondsLeft: left } : null;
}

/** Where the banner and the modal send the member: the credits page with the code applied. */
export function timeBonusLink(code: string): string {
  return `/credits?discountcode=${encodeURIComponent(code)}`;
}
