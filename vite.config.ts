import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
 * React Router's package exports name only its development build, whose dev warnings stay in
 * (remix-run/react-router#14102); its production build, the same code with them off, sits beside
 * it. The browser bundle takes that one.
 */
const ROUTER_PRODUCTION = fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url));

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), vanillaExtractPlugin()],
  // The #server/… #client/… #themes/… aliases are declared once, in tsconfig.json.
  resolve: {
    tsconfigPaths: true,
    alias: command === 'build' && !isSsrBuild ? [{ find: /^react-router$/, replacement: ROUTER_PRODUCTION }] : [],
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
      input: ['client/entry-client.tsx', 'client/console/entry.tsx'],
      output: { codeSplitting: { groups: VENDOR_CHUNKS.map(([name, test]) => ({ name, test, priority: 1 })) } },
    },
  },
  ssr: { noExternal: [] },
}));
