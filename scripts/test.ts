import { spawn } from 'node:child_process';

/**
 * npm test: every check CI runs, in order, stopping at the first failure:
 * lint, typecheck, format, tenant files, unit + API tests (vitest), build, browser tests (Playwright).
 */
const STEPS: [string, string[]][] = [
  ['lint', ['node_modules/eslint/bin/eslint.js', '.']],
  ['typecheck', ['node_modules/typescript/bin/tsc', '--noEmit']],
  ['format', ['node_modules/prettier/bin/prettier.cjs', '--check', '.']],
  ['tenant files', ['--import', 'tsx', 'scripts/tenant.ts', 'check']],
  ['unit and API tests', ['node_modules/vitest/vitest.mjs', 'run']],
  ['build', ['--import', 'tsx', 'scripts/build.ts']],
  ['browser tests', ['node_modules/@playwright/test/cli.js', 'test']],
];

function run(args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const started = Date.now();
for (const [name, args] of STEPS) {
  console.log(`\n=== ${name} ===`);
  const stepStarted = Date.now();
  const code = await run(args);
  console.log(`=== ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${((Date.now() - stepStarted) / 1000).toFixed(1)} s ===`);
  if (code !== 0) process.exit(code);
}
console.log(`\nall checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
