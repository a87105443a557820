import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import express from 'express';
import { DIST_DIR } from '../paths';
import type { PageRenderer } from './renderer';

interface ManifestChunk {
  file: string;
  css?: string[];
  isEntry?: boolean;
}

const CLIENT_ENTRY = 'client/entry-client.tsx';
const CONSOLE_ENTRY = 'client/console/entry.tsx';

/** Serves the files of `npm run build`; hashed assets are cached for a year. */
export function createProductionRenderer(): PageRenderer {
  const clientDir = path.join(DIST_DIR, 'client');
  const manifestFile = path.join(clientDir, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run "npm run build" first`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`${CLIENT_ENTRY} is not in the client manifest`);
  const consoleChunk = manifest[CONSOLE_ENTRY];
  if (!consoleChunk) throw new Error(`${CONSOLE_ENTRY} is not in the client manifest`);
  const serverEntry = pathToFileURL(path.join(DIST_DIR, 'ssr/entry-server.js')).href;

  // cssCodeSplit is off (vite.config.ts): the one stylesheet has its own manifest entry.
  const css = [...new Set([...(entry.css ?? []), ...Object.values(manifest).flatMap((chunk) => (chunk.file.endsWith('.css') ? [chunk.file] : []))])].map(
    (file) => `/${file}`,
  );
  return {
    assets: express.static(clientDir, {
      index: false,
      setHeaders: (res, file) => {
        res.setHeader('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    }),
    load: async () => (await import(serverEntry)).render,
    css,
    bootstrapModules: [`/${entry.file}`],
    consoleEntry: { css, modules: [`/${consoleChunk.file}`] },
    headHtml: async () => undefined,
    fixStack: () => undefined,
    close: async () => undefined,
  };
}
