import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { createServer, type ViteDevServer } from 'vite';
import { ROOT } from '#server/platform/paths';
import type { PageRenderer } from './renderer';

/** A Vite server in middleware mode; with `httpServer`, HMR rides on it. */
export async function startVite(httpServer?: Server): Promise<ViteDevServer> {
  const ownListeners = new Set(process.listeners('SIGTERM'));
  const vite = await createServer({
    root: ROOT,
    configFile: `${ROOT}/vite.config.ts`,
    appType: 'custom',
    // Hosts are checked by tenant resolution (unknown hosts get our own 404), not by Vite.
    // Without an HTTP server (tests) there is no HMR and no WebSocket server at all.
    server: { middlewareMode: true, hmr: httpServer ? { server: httpServer } : false, ws: httpServer ? undefined : false, allowedHosts: true },
    logLevel: 'warn',
  });
  // Vite exits the process on SIGTERM; server/index.ts shuts down in order instead (requests
  // finish, PGlite closes cleanly, then Vite closes through renderer.close()).
  for (const listener of process.listeners('SIGTERM')) {
    if (!ownListeners.has(listener)) process.off('SIGTERM', listener);
  }
  return vite;
}

/** The renderer over a Vite server; `assets` is Vite's middleware, or a stand-in while Vite is not wanted. */
function viteRenderer(vite: () => Promise<ViteDevServer>, assets: RequestHandler, started: () => ViteDevServer | undefined): PageRenderer {
  return {
    assets,
    load: async () => (await (await vite()).ssrLoadModule('/client/entry-server.tsx')).render,
    // Vite's client injects each module's CSS as it loads it.
    assetsFor: () => ({ css: [], modulepreload: [] }),
    entry: '/client/entry-client.tsx',
    // Vite injects the stylesheets of a module it serves.
    consoleEntry: { css: [], modules: ['/client/console/entry.tsx'] },
    headHtml: async (url, nonce) => {
      const html = await (await vite()).transformIndexHtml(url, '<html><head></head><body></body></html>');
      const head = html.slice(html.indexOf('<head>') + 6, html.indexOf('</head>'));
      // No whitespace between the tags: React hydrates <head> and would see stray text nodes.
      return head.replace(/>\s+</g, '><').trim().replaceAll('<script', `<script nonce="${nonce}"`);
    },
    fixStack: (error) => {
      if (error instanceof Error) started()?.ssrFixStacktrace(error);
    },
    close: async () => {
      await started()?.close();
    },
  };
}

/** Vite in middleware mode: modules compiled on request, HMR over the app's own HTTP server. */
export async function createDevelopmentRenderer(httpServer?: Server): Promise<PageRenderer> {
  const vite = await startVite(httpServer);
  return viteRenderer(
    async () => vite,
    vite.middlewares,
    () => vite,
  );
}

/** Whether Vite could answer this path: one of its own (/@vite/client, /__…) or a file of the project. */
function viteCouldServe(urlPath: string): boolean {
  if (urlPath.startsWith('/@') || urlPath.startsWith('/__')) return true;
  try {
    const file = path.join(ROOT, decodeURIComponent(urlPath));
    return file.startsWith(ROOT + path.sep) && fs.existsSync(file);
  } catch {
    // A malformed escape is no file; the app refuses the URL itself.
    return false;
  }
}

/**
 * Vite without HMR, started by the first page or by the first request Vite could answer: an app
 * that answers the API, its media and its own pages (sandbox checkout), as most test apps do,
 * never starts it (a second or more of compiling and ~100 MB each). Once started, every request
 * passes by Vite first, as in development. `shared` says the server is another's (the test
 * process's one Vite, which compiles the client once for all its apps): closing this renderer then
 * leaves it running.
 */
export function createOnDemandRenderer(startServer: () => Promise<ViteDevServer> = startVite, { shared = false } = {}): PageRenderer {
  let starting: Promise<ViteDevServer> | undefined;
  let vite: ViteDevServer | undefined;
  const start = () =>
    (starting ??= startServer().then((server) => {
      vite = server;
      return server;
    }));
  const assets: RequestHandler = async (req, res, next) => {
    if (!starting && !viteCouldServe(req.path)) return next();
    (await start()).middlewares(req, res, next);
  };
  return {
    ...viteRenderer(start, assets, () => vite),
    close: async () => {
      // A renderer closed while Vite is still starting waits for it, so nothing is left running.
      const server = await starting;
      if (!shared) await server?.close();
    },
  };
}
