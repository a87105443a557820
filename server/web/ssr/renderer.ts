import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { RenderInput } from '#client/entry-server';

/** The stylesheets a page links in its head and the scripts it hints the browser to fetch at once. */
export interface PageAssets {
  css: string[];
  modulepreload: string[];
}

type RenderFunction = (input: RenderInput, res: ServerResponse) => Promise<void>;

/** What differs between development (Vite) and production (built files) when rendering pages. */
export interface PageRenderer {
  /** Serves client assets: Vite's dev middleware, or the built files. */
  assets: RequestHandler;
  load(): Promise<RenderFunction>;
  /**
   * What a page whose matched routes load these modules (their `handle.module`) needs at first
   * paint: the client entry's and those modules' stylesheets and chunks, from the build manifest.
   */
  assetsFor(routeModules: readonly string[]): PageAssets;
  /** The client bundle's entry module. */
  entry: string;
  /** The operator console's own client entry (client/console/entry.tsx): its stylesheets and module. */
  consoleEntry: { css: string[]; modules: string[] };
  /** Development scripts (Vite client, React refresh) for the head, given the nonce. */
  headHtml(url: string, nonce: string): Promise<string | undefined>;
  /** Turns a render error's stack into source positions (development). */
  fixStack(error: unknown): void;
  close(): Promise<void>;
}
