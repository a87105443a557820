import { spawn } from 'node:child_process';

/**
 * npm start: build, then serve in production mode on the embedded defaults (PGlite in DATA_DIR,
 * in-process cache, dev outbox). The server migrates, seeds the demo sites and prints their URLs.
 */
function run(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: 'inherit', env });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? 1);
    });
  });
}

const built = await run(['--import', 'tsx', 'scripts/build.ts']);
if (built !== 0) process.exit(built);
process.exit(await run(['dist/server/index.js'], { ...process.env, NODE_ENV: 'production' }));
