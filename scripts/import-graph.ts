import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ROOT } from '#server/platform/paths';

/** The folders whose imports are checked: the whole product, tests and scripts left out. */
const AREAS = ['server/', 'client/', 'themes/'];

/** File → the project files it imports (type imports, re-exports and dynamic imports included); paths relative to the root. */
export type ImportGraph = Map<string, Set<string>>;

/**
 * Reads every .ts/.tsx file under the areas with the TypeScript compiler's own parser and
 * resolver, so the #server/… #client/… aliases resolve exactly as tsc resolves them.
 */
export function importGraph(root: string = ROOT): ImportGraph {
  const configPath = path.join(root, 'tsconfig.json');
  const parsed = ts.parseJsonConfigFileContent(ts.readConfigFile(configPath, ts.sys.readFile).config, ts.sys, root);
  const host = ts.createCompilerHost(parsed.options);
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const inAreas = (file: string) => AREAS.some((area) => file.startsWith(area));
  const graph: ImportGraph = new Map();
  for (const absolute of parsed.fileNames) {
    const file = relative(absolute);
    if (!inAreas(file)) continue;
    const imports = new Set<string>();
    for (const { fileName } of ts.preProcessFile(fs.readFileSync(absolute, 'utf8'), true, true).importedFiles) {
      const resolved = ts.resolveModuleName(fileName, absolute, parsed.options, host).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const target = relative(resolved.resolvedFileName);
      if (inAreas(target)) imports.add(target);
    }
    graph.set(file, imports);
  }
  return graph;
}

/** Every import cycle, one per group of files that reach one another, as a ring through that group. */
export function findCycles(graph: ImportGraph): string[][] {
  const order = new Map<string, number>();
  const stack: string[] = [];
  const rings: string[][] = [];
  // Tarjan's strongly connected components; the product's depth of imports is far below the call stack's.
  const visit = (file: string): number => {
    const mine = order.size;
    order.set(file, mine);
    stack.push(file);
    let lowest = mine;
    for (const target of graph.get(file) ?? []) {
      if (!order.has(target)) lowest = Math.min(lowest, visit(target));
      else if (stack.includes(target)) lowest = Math.min(lowest, order.get(target) ?? lowest);
    }
    if (lowest === mine) {
      const group = stack.splice(stack.indexOf(file));
      if (group.length > 1 || graph.get(file)?.has(file)) rings.push(ringThrough(graph, group));
    }
    return lowest;
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return rings;
}

/** A shortest ring inside one group, from its first file (by name) back to it, for a readable report. */
function ringThrough(graph: ImportGraph, group: string[]): string[] {
  const members = new Set(group);
  const [start = ''] = [...group].sort();
  const pathTo = new Map<string, string[]>([[start, [start]]]);
  const queue = [start];
  for (const file of queue) {
    const path = pathTo.get(file) ?? [file];
    for (const target of graph.get(file) ?? []) {
      if (target === start) return [...path, start];
      if (members.has(target) && !pathTo.has(target)) {
        pathTo.set(target, [...path, target]);
        queue.push(target);
      }
    }
  }
  return group;
}

/**
 * The server's rings, innermost first (docs/architecture.md, "The house"): a file may import its
 * own ring and the rings inside it, never one further out. server/index.ts, the process's start,
 * stands outside them all.
 */
export const SERVER_RINGS = [
  ['server/contract/', 'what the browser and the server both run: API types, cookie names, prices, shared rules'],
  ['server/platform/', 'the runtime every part stands on: configuration, database, queue, cache, Redis, tenancy, i18n'],
  ['server/adapters/', 'the outside world behind one seam each: mail, payment providers, web push, SMS, storage'],
  ['server/core/', 'the business: domain rules, presenters, jobs'],
  ['server/web/', 'HTTP: the app, API routes, SSR, SEO, the web app files, metrics'],
  ['server/boot/', 'composing and starting a process: compose, cluster, readiness, seeds'],
] as const;

const ringOf = (file: string) => SERVER_RINGS.findIndex(([ring]) => file.startsWith(ring));

/** Inside one ring, folders that stand below others of the same ring: [lower, higher, why]. */
const WITHIN_RINGS: [from: string, to: string, why: string][] = [
  ['server/core/domain/', 'server/core/jobs/', 'jobs run the domain, not the other way round'],
  ['server/core/presenters/', 'server/core/jobs/', 'jobs are above what presents data'],
  ['server/core/domain/', 'server/core/presenters/', 'the domain returns data; presenters, above it, shape it for the API'],
  ...['server/web/api/', 'server/web/ssr/', 'server/web/seo/', 'server/web/webapp/', 'server/web/metrics/', 'server/web/app.ts'].map(
    (to): [string, string, string] => ['server/web/http/', to, 'the HTTP plumbing is below the routes and pages that use it'],
  ),
  ['server/platform/db/', 'server/platform/tenancy/', 'the database is below the sites it stores'],
];

/**
 * Imports that point up the layers: the server's rings, then [importer folder, imported folder,
 * why] for the folders inside a ring and the client. The fence between browser and server code
 * is a lint rule, as it allows type imports; these hold for type imports too.
 */
const FORBIDDEN: [from: string, to: string, why: string][] = [
  ['client/components/', 'client/pages/', 'widgets are below pages: pass the piece in or move it down'],
  ['client/components/', 'client/layouts/', 'widgets are below layouts'],
  ['client/components/', 'client/routes/', 'widgets are below the route table'],
  ['client/pages/', 'client/layouts/', 'pages are below layouts'],
  ['client/pages/', 'client/routes/', 'pages are below the route table'],
  ...['client/components/', 'client/pages/', 'client/layouts/', 'client/routes/'].map((to): [string, string, string] => [
    'client/queries/',
    to,
    'the data layer is below every screen that shows it',
  ]),
  ...[
    'client/queries/',
    'client/components/',
    'client/pages/',
    'client/layouts/',
    'client/routes/',
    'client/realtime/',
    'client/push/',
    'client/hooks/',
    'client/i18n/',
  ].flatMap((to): [string, string, string][] => [
    ['client/lib/', to, 'client/lib is the bottom of the client: helpers that know no screen'],
    ['client/api/', to, 'client/api is the bottom of the client: the HTTP client knows no screen'],
  ]),
  ['themes/', 'client/', 'themes are below the client'],
  ['themes/', 'server/', 'themes are plain tokens that the server and the client read'],
  ...WITHIN_RINGS,
];

/**
 * Product imports (tests left out) that break a rule of FORBIDDEN, reach from the server into the
 * client other than through server/web/ssr, or from browser code into the server other than
 * through server/contract (the lint fence says the same; this holds it for type imports read by
 * the TypeScript resolver too, decision 0141).
 */
export function upwardImports(graph: ImportGraph): string[] {
  const found: string[] = [];
  for (const [file, imports] of graph) {
    if (/\.test\.tsx?$/.test(file)) continue;
    for (const target of imports) {
      const [fromRing, toRing] = [ringOf(file), ringOf(target)];
      const rule = FORBIDDEN.find(([from, to]) => file.startsWith(from) && target.startsWith(to));
      if (fromRing >= 0 && toRing > fromRing) found.push(`${file} → ${target}: ${SERVER_RINGS[fromRing]?.[0]} is inside ${SERVER_RINGS[toRing]?.[0]}`);
      else if (rule) found.push(`${file} → ${target}: ${rule[2]}`);
      else if (file.startsWith('server/') && !file.startsWith('server/web/ssr/') && target.startsWith('client/'))
        found.push(`${file} → ${target}: only server/web/ssr renders the client`);
      else if (/^(client|themes)\//.test(file) && target.startsWith('server/') && !target.startsWith('server/contract/'))
        found.push(`${file} → ${target}: browser code takes only server/contract of the server, types too`);
    }
  }
  return found;
}

/** npx tsx scripts/import-graph.ts: the cycles and upward imports, if any. */
if (import.meta.main) {
  const graph = importGraph();
  const problems = [...findCycles(graph).map((ring) => `cycle: ${ring.join(' → ')}`), ...upwardImports(graph)];
  for (const problem of problems) console.log(problem);
  console.log(`${graph.size} files, ${problems.length} problems`);
  process.exitCode = problems.length ? 1 : 0;
}
