import { useSearchParams } from 'react-router';
import { FILTER_KEYS, type PaymentFilter } from '#client/console/queries/payments';

/** The list's filters as the address holds them, a change of some, and a reset that keeps the site. */
export function usePaymentFilter(): [PaymentFilter, (change: PaymentFilter) => void, () => void] {
  const [params, setParams] = useSearchParams();
  const filter: PaymentFilter = Object.fromEntries(FILTER_KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key) ?? '']] : [])));
  const change = (next: PaymentFilter) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) {
        if (value) updated.set(key, value);
        else updated.delete(key);
      }
      return updated;
    });
  // Reset keeps the site: it is the layout's filter, not this page's.
  const reset = () => setParams((current) => new URLSearchParams(current.get('site') ? { site: current.get('site') ?? '' } : {}));
  return [filter, change, reset];
}
