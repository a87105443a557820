/**
 * The strangers' photos this browser has chosen to see (decision 0098): once tapped, a blurred
 * photo stays shown here, per message id. Kept small: the most recent ids only.
 */
const KEY = 'shown-photos';
const KEEP = 500;
/** Tells this tab's other photos; other tabs hear the storage event. */
const CHANGED = 'shown-photos-changed';

function readShownPhotos(): Set<number> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return new Set(Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id)) : []);
  } catch {
    // Storage blocked (private mode) or unreadable: nothing was shown yet as far as this page knows.
    return new Set();
  }
}

export function isShownPhoto(id: number): boolean {
  return readShownPhotos().has(id);
}

export function subscribeShownPhotos(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

export function rememberShownPhoto(id: number): void {
  try {
    const ids = [...readShownPhotos(), id].slice(-KEEP);
    localStorage.setItem(KEY, JSON.stringify(ids));
    window.dispatchEvent(new Event(CHANGED));
  } catch {
    // Storage blocked: the photo is shown on this page and blurred again next time.
  }
}
