import fs from 'node:fs';
import path from 'node:path';
import { build as esbuild } from 'esbuild';
import { ROOT } from '#server/platform/paths';
import { bundleClis, NODE_BUNDLE } from '#scripts/node-bundles';

/**
 * The server and the operator CLIs that tests start as processes, bundled from the sources once
 * per test process the way the build bundles them (NODE_BUNDLE), into node_modules/.cache: inside
 * the project, so they find its root and its packages. Through tsx, a CLI spent 2–3 CPU s before
 * its first line of work and a server about 12 instead of 7, and the suite starts over a hundred
 * (decision 0156). `npm run dev` and the README's commands still run the sources through tsx
 * (readme-examples.test.ts).
 */
let bundled: Promise<string> | undefined;

async function bundleOnce(): Promise<string> {
  const cache = path.join(ROOT, 'node_modules/.cache');
  fs.mkdirSync(cache, { recursive: true });
  const dir = fs.mkdtempSync(path.join(cache, 'test-bundles-'));
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  await Promise.all([
    bundleClis(ROOT, dir),
    // With the development renderer (Vite) inside: NODE_ENV=test boots like development.
    esbuild({ ...NODE_BUNDLE, absWorkingDir: ROOT, entryPoints: ['server/index.ts'], outdir: path.join(dir, 'server') }),
  ]);
  return dir;
}

/** The bundle of `scripts/<file>.ts`, to run as `node <bundle> …args`. */
export async function cliBundle(file: string): Promise<string> {
  bundled ??= bundleOnce();
  return path.join(await bundled, 'cli', `${file}.js`);
}

/** The bundle of server/index.ts, to run as `node <bundle>` (its cluster's workers run it too). */
export async function serverBundle(): Promise<string> {
  bundled ??= bundleOnce();
  return path.join(await bundled, 'server', 'index.js');
}
