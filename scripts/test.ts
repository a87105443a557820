import { phaseTable, runPhases, type Phase } from './test-phases';

/**
 * npm test: every check CI runs. Vitest is the long phase and keeps both cores mostly busy, so the
 * others run beside it one after another (several at once would only slow its process-spawning
 * tests into their timeouts): the build, then lint, typecheck, format and the tenant files. The
 * browser tests wait for vitest as well as the build: beside it, two browsers and the server got
 * a third of a core each and the run took longer in all (18 minutes of browser tests instead of
 * 6, cold starts past their limits). Each phase's output prints whole when it ends; a table of
 * every phase's time closes the run.
 */
const PHASES: Phase[] = [
  { name: 'unit and API tests', args: ['node_modules/vitest/vitest.mjs', 'run'] },
  { name: 'build', args: ['--import', 'tsx', 'scripts/build.ts'] },
  { name: 'lint', args: ['node_modules/eslint/bin/eslint.js', '.'], after: ['build'] },
  { name: 'typecheck', args: ['node_modules/typescript/bin/tsc', '--noEmit'], after: ['lint'] },
  { name: 'format', args: ['node_modules/prettier/bin/prettier.cjs', '--check', '.'], after: ['typecheck'] },
  { name: 'tenant files', args: ['--import', 'tsx', 'scripts/tenant.ts', 'check'], after: ['format'] },
  { name: 'browser tests', args: ['node_modules/@playwright/test/cli.js', 'test'], after: ['build', 'unit and API tests'] },
];

const started = Date.now();
// Buffered output loses the terminal, and with it the tools' colours: ask for them when a person watches.
const env = process.stdout.isTTY && !process.env.NO_COLOR ? { ...process.env, FORCE_COLOR: '1' } : process.env;
const results = await runPhases(PHASES, { write: (text) => process.stdout.write(text), env });
const passed = results.every((result) => result.result === 'ok');
console.log(`\n${phaseTable(results)}\n\n${passed ? 'all checks passed' : 'checks failed'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(passed ? 0 : 1);
