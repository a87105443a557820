import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // The #server/… #client/… #themes/… aliases are declared once, in tsconfig.json.
  resolve: { tsconfigPaths: true },
  build: {
    manifest: true,
    // One stylesheet: lazy routes then never render unstyled before their chunk's CSS arrives.
    cssCodeSplit: false,
    sourcemap: true,
    // The operator console is an entry of its own: none of its code reaches a member's page.
    rollupOptions: { input: ['client/entry-client.tsx', 'client/console/entry.tsx'] },
  },
  ssr: { noExternal: [] },
});
