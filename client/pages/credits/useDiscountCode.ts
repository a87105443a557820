import { useQuery } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { discounted } from '#server/contract/discount-math';
import { isApiError } from '#client/api/client';
import { usePageEnv } from '#client/app-context';
import { discountCodeQuery, type Discount } from '#client/queries/credits';

/** The code entered stays for the visit, in sessionStorage (docs/product.md#credits-discounts). */
const STORAGE_KEY = 'discountcode';
const noSubscription = () => () => undefined;

export interface DiscountCodeState {
  discount: Discount | null;
  error: string | undefined;
  pending: boolean;
  apply(code: string): void;
  clear(): void;
}

/** A code the server accepted stays for the visit; a refused one goes. */
function keepForVisit(code: string | null): void {
  if (code) sessionStorage.setItem(STORAGE_KEY, code);
  else sessionStorage.removeItem(STORAGE_KEY);
}

/**
 * The discount code of this visit: entered on the page, else from ?discountcode= (banner links),
 * else the one kept for the visit; checked by the server (which checks it again at payment).
 */
export function useDiscountCode(): DiscountCodeState {
  const { api } = usePageEnv();
  const [params] = useSearchParams();
  // Storage exists only in the browser: the server (and hydration) see no stored code.
  const stored = useSyncExternalStore(
    noSubscription,
    () => sessionStorage.getItem(STORAGE_KEY),
    () => null,
  );
  /** undefined: nothing entered yet; null: removed by the member. */
  const [entered, setEntered] = useState<string | null>();
  const code = entered === undefined ? (params.get('discountcode') ?? stored) : entered;
  const query = useQuery(discountCodeQuery(api, code, keepForVisit));
  return {
    discount: code ? (query.data ?? null) : null,
    error: code && isApiError(query.error) ? query.error.message : undefined,
    pending: query.isFetching,
    apply: (next) => setEntered(next.trim()),
    clear() {
      sessionStorage.removeItem(STORAGE_KEY);
      setEntered(null);
    },
  };
}

/** A paid payment used the visit's code up (a welcome code works once): no page asks for it again. */
export function forgetDiscountCode(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}

/** The price (major units) after a percentage off, computed by the server's own rule. */
export function discountedPrice(price: number, percentage: number): number {
  return discounted(Math.round(price * 100), percentage) / 100;
}
