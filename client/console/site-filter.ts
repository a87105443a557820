import { useSearchParams } from 'react-router';

/**
 * The site every list is narrowed to, kept in the address (`?site=`) so a filtered view can be
 * shared and reloaded; none means all the operator's sites.
 */
export function useSiteFilter(): [string | undefined, (site: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const site = params.get('site') || undefined;
  const setSite = (next: string | undefined) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set('site', next);
      else updated.delete('site');
      return updated;
    });
  };
  return [site, setSite];
}

/** A console path that keeps the site filter. */
export function withSite(path: string, site: string | undefined): string {
  return site ? `${path}${path.includes('?') ? '&' : '?'}site=${site}` : path;
}
