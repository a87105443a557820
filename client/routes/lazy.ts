import type { ComponentType, ReactNode } from 'react';
import type { RouteSeo } from '../seo/route-seo';

/** What a lazy page route takes from its module: a component, or an element (a page with props). */
type PageParts = { Component: ComponentType } | { element: ReactNode };

export interface RouteHandle {
  /** The file `lazy` loads, from the project root: its key in Vite's build manifest. */
  module: string;
  seo?: RouteSeo;
}

/**
 * A route whose page comes in its own chunk, loaded when a page matches it. The server links the
 * chunk's stylesheets and scripts in the head of pages it renders (server/web/ssr/production.ts, by
 * `handle.module`), so nothing shows unstyled; client/routes/lazy.test.ts checks that `module`
 * names the file `load` imports. Loaders stay on the route, outside the chunk: the page's data and
 * its code load side by side on a client navigation.
 */
export function lazyPage(module: string, load: () => Promise<PageParts>, seo?: RouteSeo) {
  const handle: RouteHandle = seo ? { module, seo } : { module };
  return { handle, lazy: load };
}

/** The modules of the matched routes, outermost first. */
export function routeModules(matches: readonly { route: { handle?: unknown } }[]): string[] {
  return matches.flatMap(({ route: { handle } }) =>
    typeof handle === 'object' && handle !== null && 'module' in handle && typeof handle.module === 'string' ? [handle.module] : [],
  );
}
