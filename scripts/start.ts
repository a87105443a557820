import { spawn } from 'node:child_process';
import { supervise } from './supervise';

/**
 * npm start: build, then serve in production mode on the embedded defaults (PGlite in DATA_DIR,
 * in-process cache, dev outbox) as a demo deployment. The server migrates, seeds the demo sites and prints their URLs;
 * after a crash it is started again (see supervise), Ctrl+C stops it.
 */
function run(args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: 'inherit' });
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
process.exit(
  await supervise(['dist/server/index.js'], {
    // The demo runs on this machine: links in mails (printed from the outbox) must open here,
    // not at the sites' public domains, which is what production mode would use. It says what
    // production never assumes (decision 0126): demo sites and members, sandbox payments, the outboxes.
    env: {
      PUBLIC_ORIGIN: `http://{id}.localhost:${process.env.PORT ?? 3000}`,
      DEMO_SITES: '1',
      PAYMENTS: 'sandbox',
      AGE_ASSURANCE: 'sandbox',
      SMS: 'outbox',
      ...(process.env.SMTP_URL ? {} : { MAIL: 'outbox' }),
      ...process.env,
      NODE_ENV: 'production',
    },
    onRestart: (code, signal, delayMs) => process.stderr.write(`The server stopped (${signal ?? `exit code ${code}`}); restarting in ${delayMs / 1000} s.\n`),
  }),
);
