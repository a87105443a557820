import type { Server } from 'node:http';
import { createServer } from 'vite';
import { ROOT } from '../paths';
import type { PageRenderer } from './renderer';

/** Vite in middleware mode: modules compiled on request, HMR over the app's own HTTP server. */
export async function createDevelopmentRenderer(httpServer?: Server): Promise<PageRenderer> {
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
  return {
    assets: vite.middlewares,
    load: async () => (await vite.ssrLoadModule('/client/entry-server.tsx')).render,
    css: [],
    bootstrapModules: ['/client/entry-client.tsx'],
    headHtml: async (url, nonce) => {
      const html = await vite.transformIndexHtml(url, '<html><head></head><body></body></html>');
      const head = html.slice(html.indexOf('<head>') + 6, html.indexOf('</head>'));
      // No whitespace between the tags: React hydrates <head> and would see stray text nodes.
      return head.replace(/>\s+</g, '><').trim().replaceAll('<script', `<script nonce="${nonce}"`);
    },
    fixStack: (error) => {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
    },
    close: () => vite.close(),
  };
}
