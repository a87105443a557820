import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Libraries every page needs, each in a chunk named after it: a release of one leaves the others'
 * cached files valid, and the names say what a page downloads (docs/decisions/0108-first-load.md).
 */
const VENDOR_CHUNKS: [name: string, test: RegExp][] = [
  ['react', /node_modules[\\/](react|react-dom|scheduler)[\\/]/],
  ['router', /node_modules[\\/]react-router[\\/]/],
  ['query', /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/],
  ['i18n', /node_modules[\\/](i18next|react-i18next)[\\/]/],
];

/**
 * React Router's package exports name only its development build, whose dev warnings and checks
 * stay in (remix-run/react-router#14102); its production build, the same code with them off, sits
 * beside it. Both bundles take that one: the server's bundles it in (noExternal below), since Node
 * would resolve the package's exports to the development build.
 */
const ROUTER_PRODUCTION = fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url));

const MEMBER_ENTRY = 'client/entry-client.tsx';
const CONSOLE_ENTRY = 'client/console/entry.tsx';
/** The home page's module: what it shares with other pages comes with the entry (it is the page most visits start on). */
const HOME_PAGE = 'client/pages/home/HomePage.tsx';
/** The layouts' member-only parts (client/components/MemberParts/member-parts.tsx): what they share with pages comes in their chunk. */
const MEMBER_PARTS = 'client/components/MemberParts/MemberParts.tsx';

/**
 * Our modules a member page's first load runs: the entry's static imports, and what the home page
 * shares with other pages. Left to automatic splitting, each module a lazy page shares with the
 * entry becomes a chunk of its own (rolldown keeps them out of the entry, which imports those pages),
 * and the home page came in 15 of our files, each with ~400 bytes of headers. Named as a group, they
 * join the entry chunk: lazy pages import from it, the first load asks for one file of ours. The
 * layouts' member-only parts likewise make one chunk with what they share with pages. Collected
 * once the module graph is built, before chunks are made.
 */
function firstLoadModules(): { plugin: Plugin; modules: Set<string>; memberParts: Set<string> } {
  const modules = new Set<string>();
  const memberParts = new Set<string>();
  const ours = (id: string) => !id.includes('/node_modules/') && !id.startsWith('\0');
  const plugin: Plugin = {
    name: 'first-load-modules',
    apply: (_, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const find = (file: string) => ids.find((id) => id.endsWith(`/${file}`));
      const closure = (start: string | undefined, into = new Set<string>()) => {
        const stack = start ? [start] : [];
        for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
          if (into.has(id) || !ours(id)) continue;
          into.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return into;
      };
      closure(find(MEMBER_ENTRY), modules);
      const home = find(HOME_PAGE);
      const homeOnly = closure(home);
      for (const id of homeOnly) {
        const sharedElsewhere = this.getModuleInfo(id)?.importers.some((importer) => !homeOnly.has(importer));
        if (id !== home && sharedElsewhere) closure(id, modules);
      }
      for (const id of closure(find(MEMBER_PARTS))) if (!modules.has(id)) memberParts.add(id);
    },
  };
  return { plugin, modules, memberParts };
}

/**
 * `vite build` makes the members' bundle; `--mode console` (scripts/build.ts) the operator console's,
 * a build of its own so that no chunk of one entry's is shared with the other's.
 */
export default defineConfig(({ command, mode }) => {
  const firstLoad = firstLoadModules();
  const consoleBuild = mode === 'console';
  return {
    plugins: [react(), vanillaExtractPlugin(), ...(consoleBuild ? [] : [firstLoad.plugin])],
    // The #server/… #client/… #themes/… aliases are declared once, in tsconfig.json.
    resolve: {
      tsconfigPaths: true,
      alias: command === 'build' ? [{ find: /^react-router$/, replacement: ROUTER_PRODUCTION }] : [],
    },
    build: {
      manifest: true,
      // Each page loads the CSS of its own chunks: the server links a page's stylesheets in its head
      // (server/web/ssr/production.ts) and Vite's preload helper loads a lazy route's before showing it.
      cssCodeSplit: true,
      // Written for stack traces, never referenced from the files; the build moves them out of the served folder.
      sourcemap: 'hidden',
      rolldownOptions: {
        // The operator console is an entry of its own: none of its code reaches a member's page.
        input: [consoleBuild ? CONSOLE_ENTRY : MEMBER_ENTRY],
        output: {
          codeSplitting: {
            groups: [
              ...VENDOR_CHUNKS.map(([name, test]) => ({ name, test, priority: 2 })),
              { name: 'entry-client', test: (id: string) => firstLoad.modules.has(id), priority: 1 },
              { name: 'MemberParts', test: (id: string) => firstLoad.memberParts.has(id), priority: 1 },
            ],
          },
        },
      },
    },
    ssr: { noExternal: command === 'build' ? ['react-router'] : [] },
  };
});
