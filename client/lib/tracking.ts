import { useSyncExternalStore } from 'react';
import type { TrafficSource } from '#server/contract/answers/vocabulary';
import { BOUNCE_PARAM, isLandingPath, TRACKING_FIELDS, trackingFromQuery, VISIT_KEY_PATTERN } from '#server/contract/tracking';

/**
 * The browser's side of docs/product.md#tracking (decision 0092): the traffic source of landing
 * URLs kept as first and last touch, sent with the sign-up, and the landing visit with its
 * bounce (`lb`) and page-hidden beacon.
 */

export interface Touch extends TrafficSource {
  /** When this browser landed with it (ISO 8601). */
  landedAt: string;
}

export interface StoredTracking {
  first?: Touch;
  last?: Touch;
}

const STORAGE_KEY = 'tracking';

function store(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage disabled (privacy settings): tracking is lost, the page still works.
    return undefined;
  }
}

function sourceOf(value: unknown): TrafficSource {
  if (!value || typeof value !== 'object') return {};
  const params = new URLSearchParams();
  for (const field of TRACKING_FIELDS) {
    const item = (value as Record<string, unknown>)[field];
    if (typeof item === 'string') params.set(field, item);
  }
  return trackingFromQuery(params);
}

function touchOf(value: unknown): Touch | undefined {
  const source = sourceOf(value);
  if (Object.keys(source).length === 0) return undefined;
  const landedAt = (value as { landedAt?: unknown }).landedAt;
  return { ...source, landedAt: typeof landedAt === 'string' && !Number.isNaN(Date.parse(landedAt)) ? landedAt : new Date(0).toISOString() };
}

/** What this browser kept; an older flat record (last touch only) reads as both touches. */
export function readTracking(): StoredTracking {
  try {
    const parsed: unknown = JSON.parse(store()?.getItem(STORAGE_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    const record = parsed as { first?: unknown; last?: unknown };
    if (!('last' in record)) {
      const legacy = touchOf(parsed);
      return legacy ? { first: legacy, last: legacy } : {};
    }
    const last = touchOf(record.last);
    return { first: touchOf(record.first) ?? last, last };
  } catch {
    return {};
  }
}

/** Keeps the tracking values of a landing URL: the newest as last touch, the very first as first touch. */
export function captureTracking(search: string, now = new Date()): void {
  const source = trackingFromQuery(new URLSearchParams(search));
  if (Object.keys(source).length === 0) return;
  const touch: Touch = { ...source, landedAt: now.toISOString() };
  const kept = readTracking();
  store()?.setItem(STORAGE_KEY, JSON.stringify({ first: kept.first ?? touch, last: touch }));
}

/** The traffic source that counts now (the last touch). */
export function trafficSource(): TrafficSource {
  return sourceOf(readTracking().last);
}

function asFields(touch: Touch): Record<string, string> {
  const { landedAt, ...source } = touch;
  return { ...source, landed_at: landedAt };
}

/**
 * The sign-up body's tracking part: the last touch as the flat fields the API always took, and
 * the first touch as `first_touch` (server/web/api/signup/schema.ts).
 */
export function signupTracking(): Record<string, string | Record<string, string>> {
  const { first, last } = readTracking();
  if (!last) return {};
  return { ...asFields(last), ...(first && { first_touch: asFields(first) }) };
}

/** A link that keeps the tracking values of the current query (pages without JavaScript, links to /signup). */
export function carryTracking(href: string, search: string): string {
  const source = trackingFromQuery(new URLSearchParams(search));
  if (Object.keys(source).length === 0) return href;
  const [path = '', query = ''] = href.split('?', 2);
  const params = new URLSearchParams(query);
  for (const [field, value] of Object.entries(source)) params.set(field, value);
  return `${path}?${params}`;
}

/** docs/product.md#accounts-signup, the same rule the server applies: all, or with_trafficsource and a source. */
export function signupAllowed(settings: { signups: string }, source: TrafficSource): boolean {
  return settings.signups === 'all' || (settings.signups === 'with_trafficsource' && Boolean(source.network));
}

const noChanges = () => () => undefined;

/** The stored traffic source; undefined on the server and while hydrating, so both render alike. */
export function useTrafficSource(): string | undefined {
  return useSyncExternalStore(
    noChanges,
    () => readTracking().last?.network,
    () => undefined,
  );
}

function newVisitKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function post(path: string, body: Record<string, string>): void {
  // Counting must never disturb the page: a refused or failed count is dropped.
  fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-Request-Type': 'client' },
    body: JSON.stringify(body),
  }).catch(() => undefined);
}

function reportBounce(key: string): void {
  post('/api/page-bounce.php', { visit: key });
}

/**
 * Called once per document, before the router reads the location. On a landing (a lander, a
 * member landing, or any page entered with tracking values) it records the visit, and:
 * - arms the bounce: the landing's own history entry becomes the same URL with `?lb=<key>` and
 *   the visitor stays on a copy of it, so the first press of Back returns to the landing with
 *   the flag (no second trap), and that is counted as the bounce;
 * - sends the page-hidden beacon the first time the page goes to the background or closes.
 * A document that opens with `lb` (Back reloaded it) only reports that bounce.
 */
export function startLandingVisit(location: Location = window.location): void {
  captureTracking(location.search);
  const params = new URLSearchParams(location.search);
  const bounced = params.get(BOUNCE_PARAM);
  if (bounced !== null) {
    if (VISIT_KEY_PATTERN.test(bounced)) reportBounce(bounced);
    return;
  }
  const source = trackingFromQuery(params);
  if (!isLandingPath(location.pathname) && Object.keys(source).length === 0) return;

  const key = newVisitKey();
  post('/api/landing-visit.php', { visit: key, path: location.pathname, ...source });

  params.set(BOUNCE_PARAM, key);
  const here = `${location.pathname}${location.search}${location.hash}`;
  history.replaceState(history.state, '', `${location.pathname}?${params}${location.hash}`);
  history.pushState(history.state, '', here);
  const onPop = () => {
    if (new URLSearchParams(window.location.search).get(BOUNCE_PARAM) !== key) return;
    window.removeEventListener('popstate', onPop);
    reportBounce(key);
  };
  window.addEventListener('popstate', onPop);

  const onHidden = () => {
    if (document.visibilityState !== 'hidden') return;
    document.removeEventListener('visibilitychange', onHidden);
    // A beacon: no custom headers, an empty JSON body sent as text/plain (server/web/api/traffic/routes.ts).
    navigator.sendBeacon(`/api/page-hidden.php?visit=${key}`, '{}');
  };
  document.addEventListener('visibilitychange', onHidden);
}
