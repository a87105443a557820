import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DIST_DIR } from '#server/platform/paths';
import type { PageAssets, PageRenderer } from './renderer';
import { staticFiles } from './static-files';

/** One chunk of Vite's build manifest (.vite/manifest.json), keyed by its source path. */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const CLIENT_ENTRY = 'client/entry-client.tsx';
const CONSOLE_ENTRY = 'client/console/entry.tsx';

/** A chunk and every chunk it imports statically (what loading it loads), in load order. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): ManifestChunk[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((imported) => closure(manifest, imported, seen)), chunk];
}

/** The stylesheets and scripts of these chunks as URLs, each once, the first chunks' first. */
function assetsOf(chunks: readonly ManifestChunk[]): PageAssets {
  const css = new Set(chunks.flatMap((chunk) => chunk.css ?? []).map((file) => `/${file}`));
  const modulepreload = new Set(chunks.map((chunk) => `/${chunk.file}`));
  return { css: [...css], modulepreload: [...modulepreload] };
}

/** Serves the files of `npm run build`; hashed assets are cached for a year. */
export function createProductionRenderer(): PageRenderer {
  const clientDir = path.join(DIST_DIR, 'client');
  const manifestFile = path.join(clientDir, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run "npm run build" first`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`${CLIENT_ENTRY} is not in the client manifest`);
  const consoleEntry = manifest[CONSOLE_ENTRY];
  if (!consoleEntry) throw new Error(`${CONSOLE_ENTRY} is not in the client manifest`);
  const serverEntry = pathToFileURL(path.join(DIST_DIR, 'ssr/entry-server.js')).href;
  // A site has a few dozen routes and pages match the same few: each combination is worked out once.
  const byRoutes = new Map<string, PageAssets>();

  return {
    assets: staticFiles(clientDir),
    load: async () => (await import(serverEntry)).render,
    assetsFor: (routeModules) => {
      const key = routeModules.join('\n');
      let assets = byRoutes.get(key);
      if (!assets) {
        const seen = new Set<string>();
        assets = assetsOf([CLIENT_ENTRY, ...routeModules].flatMap((module) => closure(manifest, module, seen)));
        byRoutes.set(key, assets);
      }
      return assets;
    },
    entry: `/${entry.file}`,
    consoleEntry: { css: assetsOf(closure(manifest, CONSOLE_ENTRY)).css, modules: [`/${consoleEntry.file}`] },
    headHtml: async () => undefined,
    fixStack: () => undefined,
    close: async () => undefined,
  };
}
