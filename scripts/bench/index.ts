import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from '../../server/paths';

/**
 * npm run bench: loopback only, bounded in time. Measures the app against a bare Express
 * hello-world in the same run and writes the ratios to docs/bench.md.
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const HELLO_PORT = 4401;
const APP_PORT = 4402;

interface Result {
  name: string;
  requests: number;
  p50: number;
  p99: number;
  non2xx: number;
}

function start(script: string, args: string[], env: NodeJS.ProcessEnv, readyUrl: string): Promise<ChildProcess> {
  const child = fork(script, args, { env: { ...process.env, ...env }, stdio: 'ignore', execArgv: script.endsWith('.ts') ? ['--import', 'tsx'] : [] });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 60_000;
    const poll = async () => {
      try {
        if ((await fetch(readyUrl)).ok) return resolve(child);
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) return reject(new Error(`${script} did not start`));
      setTimeout(poll, 200);
    };
    poll();
  });
}

async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<Result> {
  await autocannon({ url, connections: 10, duration: 2, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return { name, requests: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx };
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(ROOT, 'dist/server/index.js'))) throw new Error('run "npm run build" first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const hello = await start(path.join(ROOT, 'scripts/bench/hello.ts'), [], { PORT: String(HELLO_PORT) }, `http://127.0.0.1:${HELLO_PORT}/`);
  const app = await start(
    path.join(ROOT, 'dist/server/index.js'),
    [],
    { NODE_ENV: 'production', PORT: String(APP_PORT), HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: dataDir },
    `http://127.0.0.1:${APP_PORT}/healthz`,
  );
  try {
    const host = { host: 'herzklopfen.localhost' };
    const results = [
      await measure('bare Express hello-world', `http://127.0.0.1:${HELLO_PORT}/`),
      await measure('GET /api/settings.php', `http://127.0.0.1:${APP_PORT}/api/settings.php`, host),
      await measure('GET / (streaming SSR, home)', `http://127.0.0.1:${APP_PORT}/`, host),
      await measure('GET /pages/terms (SSR, long page)', `http://127.0.0.1:${APP_PORT}/pages/terms`, host),
    ];
    report(results);
  } finally {
    hello.kill('SIGTERM');
    app.kill('SIGTERM');
  }
}

function report(results: Result[]): void {
  const baseline = results[0] as Result;
  const rows = results.map(
    (result) =>
      `| ${result.name} | ${Math.round(result.requests)} | ${(result.requests / baseline.requests).toFixed(3)} | ${result.p50} | ${result.p99} | ${result.non2xx} |`,
  );
  const table = [
    `Run ${new Date().toISOString().slice(0, 16)}Z on ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}, ${CONNECTIONS} connections, ${DURATION_S} s each, loopback.`,
    '',
    '| target | req/s | ratio to hello-world | p50 ms | p99 ms | non-2xx |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  console.log(table);
  const file = path.join(ROOT, 'docs/bench.md');
  const marker = '<!-- bench:platform -->';
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : `# Benchmarks\n\n${marker}\n${marker}\n`;
  const [before, , after] = current.split(marker);
  fs.writeFileSync(file, `${before}${marker}\n${table}\n${marker}${after ?? '\n'}`);
  console.log(`\nwritten to ${path.relative(ROOT, file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
