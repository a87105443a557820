import fs from 'node:fs';
import path from 'node:path';
import { build as esbuild, type BuildOptions, type Plugin } from 'esbuild';

/**
 * package.json scripts that belong to a checkout (they need the sources, tsx, Vite or the test
 * tools); every other `node --import tsx scripts/<file>.ts` script is an operator CLI, bundled for
 * the image so `npm run <cli> -- …` works there without devDependencies (docs/decisions/0129-deployable-image.md).
 */
export const CHECKOUT_SCRIPTS = new Set(['dev', 'start', 'build', 'test', 'bench']);

const TSX_SCRIPT = /^node --import tsx scripts\/([\w-]+)\.ts$/;

export interface OperatorCli {
  /** The package.json script name, e.g. `operator` or `media:copy`. */
  script: string;
  /** Its source, e.g. `scripts/operator.ts`. */
  entry: string;
  /** Where the build writes its bundle, e.g. `dist/cli/operator.js`. */
  bundle: string;
}

/** The operator CLIs among a package.json's scripts, with where their bundles go. */
export function operatorClis(scripts: Record<string, string>): OperatorCli[] {
  return Object.entries(scripts).flatMap(([script, command]) => {
    const file = TSX_SCRIPT.exec(command)?.[1];
    if (!file || CHECKOUT_SCRIPTS.has(script)) return [];
    return [{ script, entry: `scripts/${file}.ts`, bundle: `dist/cli/${file}.js` }];
  });
}

export interface CliBundles {
  clis: OperatorCli[];
  /** Every bare package the bundles import at run time (node: built-ins left out). */
  packages: string[];
  /** Every file of the project bundled in, relative to the root (the inlined packages left out). */
  inputs: string[];
}

/**
 * Packages bundled in rather than imported at run time. Node 24's ESM loader parses a package's
 * package.json `exports` again for every `.js` file it loads from that package: drizzle-orm's is
 * 179 KB over its ~130 files, about 1 CPU s of every process start (decision 0156).
 */
const INLINED_PACKAGES = ['drizzle-orm'];

const inlined = (specifier: string) => INLINED_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`));

/** Every bare import stays an import that node_modules answers, but the inlined packages'. */
const packagesExternal: Plugin = {
  name: 'packages-external',
  setup(build) {
    // Bare specifiers only: not ./relative, /absolute or the #server/… aliases that tsconfig.json resolves.
    build.onResolve({ filter: /^[^./#]/ }, (args) => (inlined(args.path) ? undefined : { path: args.path, external: true }));
  },
};

/** How the server and the operator CLIs are bundled for Node: our code and the inlined packages in one file each. */
export const NODE_BUNDLE = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  plugins: [packagesExternal],
  sourcemap: true,
  logLevel: 'warning',
} satisfies BuildOptions;

/** The server's bundle, dist/server/index.js. The development renderer (Vite) is loaded only outside production. */
export const SERVER_BUNDLE = {
  ...NODE_BUNDLE,
  entryPoints: ['server/index.ts'],
  outdir: 'dist/server',
  external: ['./ssr/development'],
} satisfies BuildOptions;

/** `lodash/fp` → `lodash`, `@scope/name/sub` → `@scope/name`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/**
 * Bundles each operator CLI of `root`'s package.json into `outdir`/cli/<file>.js, the way the
 * server is bundled (NODE_BUNDLE): our code inlined (the #server/… aliases resolved), packages
 * left as imports that the image's production node_modules answer.
 */
export async function bundleClis(root: string, outdir: string): Promise<CliBundles> {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const clis = operatorClis(scripts);
  const cliDir = path.resolve(root, outdir, 'cli');
  fs.rmSync(cliDir, { recursive: true, force: true });
  const result = await esbuild({ ...NODE_BUNDLE, absWorkingDir: root, entryPoints: clis.map((cli) => cli.entry), outdir: cliDir, metafile: true });
  const imports = Object.values(result.metafile.outputs).flatMap((output) => output.imports);
  const packages = imports.filter((entry) => entry.external && !entry.path.startsWith('node:')).map((entry) => packageName(entry.path));
  const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.startsWith('node_modules/'));
  return { clis, packages: [...new Set(packages)].sort(), inputs };
}
