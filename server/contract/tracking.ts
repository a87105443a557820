/**
 * The tracking values of a landing URL (docs/product.md#tracking), cleaned the same way in the
 * browser (client/lib/tracking.ts) and on the server (sign-up, landing visits).
 */
export const TRACKING_FIELDS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;

export type TrackingField = (typeof TRACKING_FIELDS)[number];

export const MAX_TRACKING_LENGTH = 100;

/**
 * What a network's macros put into click ids and campaign names: letters, digits and a few
 * separators. Anything else (markup, quotes, control characters) is dropped, not refused: a
 * landing must never fail because an ad network sent an odd value.
 */
const UNWANTED = /[^\p{L}\p{N}\-_.~:@+|/=, ]/gu;

/** The kept form of one value; undefined when nothing is left. */
export function cleanTrackingValue(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined;
  const value = raw.replace(UNWANTED, '').trim().slice(0, MAX_TRACKING_LENGTH);
  return value || undefined;
}

/** The tracking values of a query string; empty when it carries none. */
export function trackingFromQuery(params: URLSearchParams): Partial<Record<TrackingField, string>> {
  const source: Partial<Record<TrackingField, string>> = {};
  for (const field of TRACKING_FIELDS) {
    const value = cleanTrackingValue(params.get(field));
    if (value) source[field] = value;
  }
  return source;
}

/** Paths that are landings of their own, tracked even without tracking values: landers and member landings. */
const LANDING_PATH = /^\/(landers\/[^/]+|members\/\d+\/(landing[23]?|signup))(\/|$)/;

export function isLandingPath(path: string): boolean {
  return LANDING_PATH.test(path);
}

/** The query flag of a page-bounce (the back button returned to the landing); its value is the visit's key. */
export const BOUNCE_PARAM = 'lb';

/** A visit's key: made by the browser for one page view, random, 22 base64url characters (128 bits). */
export const VISIT_KEY_PATTERN = /^[A-Za-z0-9_-]{22}$/;
