/**
 * What this browser remembers of its push subscription (docs/product.md#push): the subscription
 * with the member it belongs to, false (none), or 'denied' (the browser refused permission).
 * The browser's own answers (getSubscription, Notification.permission) stay the truth; the
 * record only tells whose subscription this is and what the server was last told.
 */
export type PushRecord = { member: number; endpoint: string } | false | 'denied';

const KEY = 'push-subscription';

export function readRecord(): PushRecord | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (value === false || value === 'denied') return value;
    if (value && typeof value === 'object' && 'member' in value && 'endpoint' in value) {
      const { member, endpoint } = value;
      if (typeof member === 'number' && typeof endpoint === 'string') return { member, endpoint };
    }
    return null;
  } catch {
    return null;
  }
}

export function writeRecord(record: PushRecord): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(record));
  } catch {
    // Storage may be blocked (private mode); the browser's own state still answers next time.
  }
}
