import fs from 'node:fs';
import path from 'node:path';
import { build as esbuild } from 'esbuild';
import { inject } from 'vitest';
import { ROOT } from '#server/platform/paths';
import { bundleClis, NODE_BUNDLE } from '#scripts/node-bundles';

/**
 * The server and the operator CLIs that tests start as processes, bundled from the sources once
 * per test process the way the build bundles them (NODE_BUNDLE), into the run's folder in
 * node_modules/.cache: inside the project, so they find its root and its packages. Through tsx, a
 * CLI spent 2–3 CPU s before its first line of work and a server about 12 instead of 7, and the
 * suite starts over a hundred (decision 0156). `npm run dev` and the README's commands still run
 * the sources through tsx (readme-examples.test.ts). Each bundle is made when a test first asks for
 * it.
 */
let dir: string | undefined;

/** This process's folder in the run's (tests/support/global-setup.ts, which removes it after the run). */
function bundleDir(): string {
  dir ??= fs.mkdtempSync(path.join(inject('bundlesDir'), 'process-'));
  return dir;
}

let clis: Promise<string> | undefined;
let server: Promise<string> | undefined;

/** The bundle of `scripts/<file>.ts`, to run as `node <bundle> …args`. */
export async function cliBundle(file: string): Promise<string> {
  clis ??= bundleClis(ROOT, bundleDir()).then(() => path.join(bundleDir(), 'cli'));
  return path.join(await clis, `${file}.js`);
}

/** The bundle of server/index.ts, to run as `node <bundle>` (its cluster's workers run it too). */
export function serverBundle(): Promise<string> {
  const outdir = path.join(bundleDir(), 'server');
  // With the development renderer (Vite) inside: NODE_ENV=test boots like development.
  server ??= esbuild({ ...NODE_BUNDLE, absWorkingDir: ROOT, entryPoints: ['server/index.ts'], outdir }).then(() => path.join(outdir, 'index.js'));
  return server;
}
