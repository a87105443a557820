import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Result } from './harness';
import { measure, runHeader, startApp, table, writeSection } from './harness';
import { chatAcrossProcesses, loadNote, prepareSpread, SPREAD_HEADER, spreadRows } from './spread';

const CONNECTIONS = 50;
/** The second worker seeds after the first (they take turns): a moment to be up as well. */
const SECOND_WORKER_MS = 3_000;

export async function stopApp(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Issue 16, goal 7: SSR home with WEB_CONCURRENCY 1 and 2 on the same PostgreSQL and Redis, and
 * chat between members whose sockets are on different workers of the cluster.
 */
export async function benchCluster(baseline: Result, ports: [number, number], databaseUrl: string, redisUrl: string): Promise<void> {
  const load = loadNote();
  const members = await prepareSpread(databaseUrl);
  const headers = { host: 'herzklopfen.localhost' };
  const results: Result[] = [baseline];
  let chat = '';
  for (const [index, workers] of [1, 2].entries()) {
    const port = ports[index] as number;
    // Rendering is what more processes share out: visitors' cached pages would hide it (decision 0111).
    const app = await startApp(port, { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, WEB_CONCURRENCY: String(workers), PAGE_CACHE_SECONDS: '0' });
    try {
      if (workers > 1) await sleep(SECOND_WORKER_MS);
      results.push(
        await measure(`GET / (SSR home), ${workers} process${workers > 1 ? 'es' : ''}`, `http://127.0.0.1:${port}/`, { headers, connections: CONNECTIONS }),
      );
      if (workers > 1) chat = spreadRows('cluster of 2 workers, one port', await chatAcrossProcesses(port, databaseUrl, members));
    } finally {
      await stopApp(app);
    }
  }
  const body = [
    `${runHeader(CONNECTIONS)} PostgreSQL and Redis on the same machine; measured on a shared machine (other work running), so the figures are indicative. ${load}`,
    '',
    table(results, baseline),
    '',
    'Chat between members whose sockets are on different workers (only pairs split across the two are senders; each message crosses through Redis):',
    '',
    SPREAD_HEADER,
    chat,
  ].join('\n');
  console.log(body);
  writeSection('cluster', body);
}
