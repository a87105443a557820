import fs from 'node:fs/promises';
import path from 'node:path';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import { bundleClis, SERVER_BUNDLE } from './node-bundles';
import { moveSourceMaps, precompress } from './precompress';

/**
 * npm run build: the client bundle, the SSR bundle, the server and the operator CLIs, all into dist/. The client's
 * source maps go to dist/client-sourcemaps (never served) and its text files get brotli and gzip
 * copies that server/web/ssr/production.ts serves as they are.
 */
const MANIFEST = '.vite/manifest.json';
const CONSOLE_MANIFEST = '.vite/console-manifest.json';

/** Adds the console build's manifest to the members' (keys are source paths; a chunk both builds made is the same file). */
async function mergeManifests(dir: string): Promise<void> {
  const read = async (file: string) => JSON.parse(await fs.readFile(path.join(dir, file), 'utf8')) as Record<string, unknown>;
  const merged = { ...(await read(CONSOLE_MANIFEST)), ...(await read(MANIFEST)) };
  await fs.writeFile(path.join(dir, MANIFEST), `${JSON.stringify(merged, null, 2)}\n`);
  await fs.rm(path.join(dir, CONSOLE_MANIFEST));
}

async function main(): Promise<void> {
  await viteBuild({ configFile: 'vite.config.ts', logLevel: 'warn', build: { outDir: 'dist/client', emptyOutDir: true } });
  // The operator console in a build of its own (vite.config.ts), beside the members' files; one
  // manifest lists both entries, as the server and the first-load test read it.
  await viteBuild({
    configFile: 'vite.config.ts',
    mode: 'console',
    logLevel: 'warn',
    build: { outDir: 'dist/client', emptyOutDir: false, manifest: CONSOLE_MANIFEST },
  });
  await mergeManifests('dist/client');
  await fs.rm('dist/client-sourcemaps', { recursive: true, force: true });
  await moveSourceMaps('dist/client', 'dist/client-sourcemaps');
  await precompress('dist/client');
  await viteBuild({
    configFile: 'vite.config.ts',
    logLevel: 'warn',
    build: {
      ssr: 'client/entry-server.tsx',
      outDir: 'dist/ssr',
      emptyOutDir: true,
      manifest: false,
      sourcemap: true,
      rolldownOptions: { input: 'client/entry-server.tsx' },
    },
  });
  await esbuild(SERVER_BUNDLE);
  // The operator CLIs, so the image (which has no tsx) runs them too.
  await bundleClis(process.cwd(), 'dist');
  console.log('built dist/client (with .br and .gz), dist/client-sourcemaps, dist/ssr, dist/server and dist/cli');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
