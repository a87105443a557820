import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { RenderInput } from '#client/entry-server';

type RenderFunction = (input: RenderInput, res: ServerResponse) => Promise<void>;

/** What differs between development (Vite) and production (built files) when rendering pages. */
export interface PageRenderer {
  /** Serves client assets: Vite's dev middleware, or the built files. */
  assets: RequestHandler;
  load(): Promise<RenderFunction>;
  /** Stylesheets and entry module of the client bundle. */
  css: string[];
  bootstrapModules: string[];
  /** The operator console's own client entry (client/console/entry.tsx): its stylesheets and module. */
  consoleEntry: { css: string[]; modules: string[] };
  /** Development scripts (Vite client, React refresh) for the head, given the nonce. */
  headHtml(url: string, nonce: string): Promise<string | undefined>;
  /** Turns a render error's stack into source positions (development). */
  fixStack(error: unknown): void;
  close(): Promise<void>;
}
