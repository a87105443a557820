/** Where the member was when they started the check, so the age-check page can send them back there. */
const RETURN_KEY = 'age-check-return';

export function rememberReturnPath(): void {
  try {
    sessionStorage.setItem(RETURN_KEY, `${window.location.pathname}${window.location.search}`);
  } catch {
    // Storage may be off (private mode): the page then offers the member list instead.
  }
}

/** The remembered path on this site only (never `//host`), else the fallback. */
export function returnPath(fallback: string): string {
  try {
    const path = sessionStorage.getItem(RETURN_KEY);
    return path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/age-check') ? path : fallback;
  } catch {
    return fallback;
  }
}
