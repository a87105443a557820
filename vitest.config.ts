import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  // The #server/… #client/… #themes/… aliases are declared once, in tsconfig.json.
  resolve: { tsconfigPaths: true },
  test: {
    include: ['server/**/*.test.ts', 'client/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'themes/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file boots its own database (and Vite once it renders a page); two workers suit the 2-core machines.
    maxWorkers: 2,
  },
});
