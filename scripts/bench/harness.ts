import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from '#server/platform/paths';

export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

export interface Result {
  name: string;
  requests: number;
  p50: number;
  p90: number;
  p97_5: number;
  p99: number;
  non2xx: number;
}

/**
 * Starts a server process and waits until `readyUrl` answers (loopback only, 60 s at most).
 * BENCH_APP_NODE_ARGS goes to the built app's Node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
 * (NODE_OPTIONS refuses --cpu-prof).
 */
export function startProcess(script: string, env: NodeJS.ProcessEnv, readyUrl: string): Promise<ChildProcess> {
  const appArgs = process.env.BENCH_APP_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  // BENCH_APP_LOG_LEVEL (e.g. "warn") shows the app's log on this terminal, to find why a page failed.
  const stdio = process.env.BENCH_APP_LOG_LEVEL ? 'inherit' : 'ignore';
  const child = fork(script, [], { env: { ...process.env, ...env }, stdio, execArgv: script.endsWith('.ts') ? ['--import', 'tsx'] : appArgs });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 120_000;
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

/** The production build of the app on loopback with the given environment; one process unless `env` asks for more. */
/** A fresh DATA_DIR for one server under test. */
export function newDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
}

export function startApp(port: number, env: NodeJS.ProcessEnv = {}, dataDir = newDataDir()): Promise<ChildProcess> {
  if (!fs.existsSync(path.join(ROOT, 'dist/server/index.js'))) throw new Error('run "npm run build" first');
  return startProcess(
    path.join(ROOT, 'dist/server/index.js'),
    {
      NODE_ENV: 'production',
      DEMO_SITES: '1',
      PAYMENTS: 'sandbox',
      AGE_ASSURANCE: 'sandbox',
      MAIL: 'outbox',
      SMS: 'outbox',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.BENCH_APP_LOG_LEVEL ?? 'silent',
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: '1',
      ...env,
    },
    `http://127.0.0.1:${port}/healthz`,
  );
}

export function startHelloWorld(port: number): Promise<ChildProcess> {
  return startProcess(path.join(ROOT, 'scripts/bench/hello.ts'), { PORT: String(port) }, `http://127.0.0.1:${port}/`);
}

/** A short warm-up, then a fixed-length run; nothing here asserts a time. */
export async function measure(
  name: string,
  url: string,
  options: { headers?: Record<string, string>; connections?: number; beforeTimedRun?: () => void | Promise<void> } = {},
): Promise<Result> {
  const { headers = {}, connections = 50 } = options;
  await autocannon({ url, connections: Math.min(connections, 10), duration: 2, headers });
  await options.beforeTimedRun?.();
  const result = await autocannon({ url, connections, duration: DURATION_S, headers });
  return {
    name,
    requests: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

export function table(results: Result[], baseline: Result): string {
  return [
    '| target | req/s | ratio to hello-world | p50 ms | p90 ms | p97.5 ms | p99 ms | non-2xx |',
    '|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.name} | ${Math.round(r.requests)} | ${(r.requests / baseline.requests).toFixed(3)} | ${r.p50} | ${r.p90} | ${r.p97_5} | ${r.p99} | ${r.non2xx} |`,
    ),
  ].join('\n');
}

export function runHeader(connections: number): string {
  return `Run ${new Date().toISOString().slice(0, 16)}Z on ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}, ${connections} connections, ${DURATION_S} s each, loopback.`;
}

/** Replaces the text between two `<!-- bench:<name> -->` markers in docs/bench.md. */
export function writeSection(name: string, body: string): void {
  const file = path.join(ROOT, 'docs/bench.md');
  const marker = `<!-- bench:${name} -->`;
  const current = fs.readFileSync(file, 'utf8');
  const parts = current.split(marker);
  const next = parts.length === 3 ? `${parts[0]}${marker}\n${body}\n${marker}${parts[2]}` : `${current.trimEnd()}\n\n${marker}\n${body}\n${marker}\n`;
  fs.writeFileSync(file, next);
}

/** Production uses Redis for the event bus and rate limits: use it when one answers locally. */
export function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 6379, timeout: 1000 });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
    socket.on('timeout', () => done(false));
    socket.on('error', () => done(false));
  });
}
