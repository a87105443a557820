import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { Params } from 'react-router';
import { siteIndexable } from '#server/contract/seo';
import type { ApiClient } from '../api/client';
import type { Settings } from '../queries/site';

/** What a page tells search engines and link previews beyond its <title>. */
export interface PageSeo {
  title?: string;
  description?: string;
}

export interface SeoContext {
  t: TFunction;
  language: string;
  settings: Settings;
  params: Params;
  /** The page's loaders have filled it: a description may read the profile it shows. */
  queryClient: QueryClient;
  api: ApiClient;
}

/**
 * A route's `handle.seo`: the one place a page says whether search engines may list it, under
 * which address, and how it is described (docs/decisions/0094-seo.md). A route without one is
 * noindex, so a new member-only or one-time page stays out of search results until it says otherwise.
 */
export interface RouteSeo {
  /** Search engines may list the page; a function decides per site (profiles follow logged-out search). */
  index?: boolean | ((settings: Settings) => boolean);
  /** The canonical path when it is not the page's own (a lander's campaign variant names the lander). */
  canonical?: (params: Params) => string;
  describe?: (context: SeoContext) => PageSeo;
}

interface SeoMatch {
  handle: unknown;
  params: Params;
}

function seoOf(handle: unknown): RouteSeo | undefined {
  return typeof handle === 'object' && handle !== null && 'seo' in handle ? (handle as { seo: RouteSeo }).seo : undefined;
}

/** The deepest matched route that speaks for the page, with its params. */
export function matchedSeo(matches: readonly SeoMatch[]): { seo: RouteSeo; params: Params } | undefined {
  for (const match of [...matches].reverse()) {
    const seo = seoOf(match.handle);
    if (seo) return { seo, params: match.params };
  }
  return undefined;
}

/** The page may be listed: its route says so, and the site is one search engines may list at all. */
export function pageIndexable(matches: readonly SeoMatch[], settings: Settings): boolean {
  const index = matchedSeo(matches)?.seo.index;
  return siteIndexable(settings) && (typeof index === 'function' ? index(settings) : index === true);
}

/** The page's address on the site's own origin, without a query (tracking and filters are the same page). */
export function canonicalUrl(matches: readonly SeoMatch[], settings: Settings, pathname: string): string {
  const matched = matchedSeo(matches);
  return `${settings.origin}${matched?.seo.canonical ? matched.seo.canonical(matched.params) : pathname}`;
}

/** A text cut at a word boundary to fit a search result's snippet. */
export function snippet(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?–-]+$/, '')}…`;
}
