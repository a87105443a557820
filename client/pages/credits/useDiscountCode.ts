import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiRequestError } from '../../api/client';
import { usePageEnv } from '../../app-context';
import type { Discount } from '../../queries/credits';

/** SPEC §3 session state: the code entered stays for the visit (sessionStorage). */
const STORAGE_KEY = 'discountcode';

export interface DiscountCodeState {
  discount: Discount | null;
  error: string | undefined;
  pending: boolean;
  apply(code: string): Promise<void>;
  clear(): void;
}

/**
 * The discount code of this visit: from ?discountcode= (banner links) or entered on the page,
 * checked by the server. The server checks it again when the payment starts.
 */
export function useDiscountCode(): DiscountCodeState {
  const { api } = usePageEnv();
  const [params] = useSearchParams();
  const [discount, setDiscount] = useState<Discount | null>(null);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const apply = async (code: string) => {
    setPending(true);
    setError(undefined);
    try {
      const found = (await api.get<{ discountcode: Discount }>('/api/discountcode.php', { code: code.trim() })).discountcode;
      setDiscount(found);
      sessionStorage.setItem(STORAGE_KEY, found.code);
    } catch (failure) {
      setDiscount(null);
      sessionStorage.removeItem(STORAGE_KEY);
      setError(failure instanceof ApiRequestError ? failure.message : undefined);
    } finally {
      setPending(false);
    }
  };

  const fromUrl = params.get('discountcode');
  useEffect(() => {
    // Storage exists only in the browser: read after mount so server and client render alike.
    const code = fromUrl ?? sessionStorage.getItem(STORAGE_KEY);
    if (code) apply(code).catch(() => undefined);
    // Only when the address brings a new code.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fromUrl]);

  return {
    discount,
    error,
    pending,
    apply,
    clear() {
      setDiscount(null);
      setError(undefined);
      sessionStorage.removeItem(STORAGE_KEY);
    },
  };
}

/** The price after a percentage off, as the server computes it (rounded to the cent). */
export function discountedPrice(price: number, percentage: number): number {
  return Math.round((Math.round(price * 100) * (100 - percentage)) / 100) / 100;
}
