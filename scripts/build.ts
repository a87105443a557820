import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';

/** npm run build: the client bundle, the SSR bundle and the server, all into dist/. */
async function main(): Promise<void> {
  await viteBuild({ configFile: 'vite.config.ts', logLevel: 'warn', build: { outDir: 'dist/client', emptyOutDir: true } });
  await viteBuild({
    configFile: 'vite.config.ts',
    logLevel: 'warn',
    build: {
      ssr: 'client/entry-server.tsx',
      outDir: 'dist/ssr',
      emptyOutDir: true,
      manifest: false,
      sourcemap: true,
      rollupOptions: { input: 'client/entry-server.tsx' },
    },
  });
  await esbuild({
    entryPoints: ['server/index.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    outdir: 'dist/server',
    sourcemap: true,
    logLevel: 'warning',
    // The development renderer (Vite) is loaded only outside production.
    external: ['vite', './ssr/development'],
  });
  console.log('built dist/client, dist/ssr and dist/server');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
