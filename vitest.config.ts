import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files that take longest (each over a minute on a 2-core machine), longest first. Vitest
 * orders files by their last run's durations, which a clean checkout (CI) has none of: it then runs
 * the largest files first, and these short files with long tests would start last and leave one
 * core working alone at the end. A stale entry only costs ordering.
 */
const SLOW_FIRST: RegExp[] = [
  /^server\/web\/fuzz-/,
  /^scripts\/readme-examples\.test\.ts$/,
  /^server\/platform\/tenancy\/live-reload\.test\.ts$/,
  /^server\/platform\/db\/cli-connection\.test\.ts$/,
  /^scripts\/image\.test\.ts$/,
  /^server\/web\/api\/operator\/admin\/operators\.test\.ts$/,
  /^server\/boot\/shutdown\.test\.ts$/,
  /^server\/core\/domain\/notifications\/delivery-faults\.test\.ts$/,
  /^server\/boot\/cluster\.test\.ts$/,
];

class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = `${this.ctx.config.root}/`;
    const rank = (file: TestSpecification) => {
      const relative = file.moduleId.startsWith(root) ? file.moduleId.slice(root.length) : file.moduleId;
      const index = SLOW_FIRST.findIndex((pattern) => pattern.test(relative));
      return index === -1 ? SLOW_FIRST.length : index;
    };
    // Array.prototype.sort is stable: within a rank the base order stays.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  // The #server/… #client/… #themes/… aliases are declared once, in tsconfig.json.
  resolve: { tsconfigPaths: true },
  test: {
    include: ['server/**/*.test.ts', 'client/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'themes/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/global-setup.ts'],
    // Generous: tests that start server processes and CLIs (tsx) took 30–60 s each on a busy 2-core
    // machine (CI on 2026-12-07: the same suite 1,480–1,535 s instead of 930 s) and timed out there.
    // A timeout here is a hang detector, never a speed check.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Each file boots its own database (and Vite once it renders a page); two workers suit the 2-core machines.
    maxWorkers: 2,
    // A worker keeps the modules it has loaded for its next file instead of loading the server again
    // for each of ~200 files (measured on 2 cores: 767 s → 651 s, 1,337 → 1,137 CPU seconds). Test
    // files share nothing but module caches: each makes its own app, database and Redis prefix.
    isolate: false,
    // The long files start first, so no core is left alone with one at the end (SLOW_FIRST above).
    sequence: { sequencer: SlowFirstSequencer },
  },
});
