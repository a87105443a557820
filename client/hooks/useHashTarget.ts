import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the element the address's #fragment names into view and gives it the focus (its first
 * field when it holds one, so the member can type at once). The browser does this only on a full
 * load; a link inside the app changes the address without scrolling.
 */
export function useHashTarget(): void {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    const field = target.querySelector<HTMLElement>('textarea, input:not([type="file"]), select');
    (field ?? target).focus({ preventScroll: true });
  }, [hash]);
}
