import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { demoEmail, DEMO_PASSWORD } from '#server/boot/seed/demo';
import type { Result } from './harness';
import { recreateDatabase } from './chat-seed';
import { stopApp } from './cluster';
import { DEMO_CHATS, seedDemoChats } from './demo-chats';
import { measure, newDataDir, redisAnswers, runHeader, startApp, startProcess, table, writeSection } from './harness';

/** Connections for the server-rendering goal (p99 at 20 connections); the API rows use the same. */
const CONNECTIONS = 20;
const SITE = 'herzklopfen';

/** One request on loopback with a Host header of our choosing (fetch drops a Host header). */
export function send(
  port: number,
  method: string,
  pathname: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: pathname, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The demo member's session cookie, signed in as a browser would (the client header is the same-origin proof). */
export async function signIn(port: number, host: string, site = SITE): Promise<string> {
  const body = JSON.stringify({ email: demoEmail(site), password: DEMO_PASSWORD });
  const res = await send(port, 'POST', '/api/user.php', { host, 'content-type': 'application/json', 'x-request-type': 'client' }, body);
  const cookie = res.headers['set-cookie']?.find((line) => line.startsWith('sid='));
  if (res.status !== 200 || !cookie) throw new Error(`demo login failed: ${res.status}`);
  return cookie.split(';')[0] ?? '';
}

/**
 * Issue 2 and 16: the settings call, a member's chat list and server rendering, against the same
 * run's hello-world and a static server sending the very bytes of the rendered home page.
 */
/**
 * The API rows and the signed-in home again on PostgreSQL (and Redis when one answers), as production runs: the
 * embedded database is single-threaded and does file system calls per query. None when no
 * PostgreSQL answers at `databaseUrl` (a bench_* database, dropped and created afresh).
 */
async function onPostgres(port: number, databaseUrl: string, redisUrl: string): Promise<Result[]> {
  try {
    await recreateDatabase(databaseUrl);
  } catch {
    return [];
  }
  const redis = (await redisAnswers()) ? { REDIS_URL: redisUrl } : {};
  const dataDir = newDataDir();
  const app = await startApp(port, { DATABASE_URL: databaseUrl, ...redis }, dataDir);
  try {
    await seedDemoChats(SITE, dataDir, databaseUrl);
    const host = `${SITE}.localhost`;
    const member = { host, cookie: await signIn(port, host) };
    const base = `http://127.0.0.1:${port}`;
    const where = redis.REDIS_URL ? 'PostgreSQL + Redis' : 'PostgreSQL';
    return [
      await measure(`GET /api/settings.php, ${where}`, `${base}/api/settings.php`, { headers: { host }, connections: CONNECTIONS }),
      await measure(`GET /api/chats.php (signed in), ${where}`, `${base}/api/chats.php`, { headers: member, connections: CONNECTIONS }),
      await measure(`GET / (signed in: rendered every time), ${where}`, `${base}/`, { headers: member, connections: CONNECTIONS }),
    ];
  } finally {
    await stopApp(app);
  }
}

export interface PostgresTarget {
  port: number;
  databaseUrl: string;
  redisUrl: string;
}

export async function benchPlatform(baseline: Result, port: number, staticPort: number, postgres: PostgresTarget): Promise<void> {
  const dataDir = newDataDir();
  const app = await startApp(port, {}, dataDir);
  await seedDemoChats(SITE, dataDir);
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-static-'));
  const base = `http://127.0.0.1:${port}`;
  const host = `${SITE}.localhost`;
  const headers = { host };
  fs.writeFileSync(path.join(staticDir, 'home.html'), (await send(port, 'GET', '/', headers)).body);
  const staticServer = await startProcess(
    path.join(import.meta.dirname, 'static.ts'),
    { PORT: String(staticPort), BENCH_STATIC_DIR: staticDir },
    `http://127.0.0.1:${staticPort}/ready`,
  );
  try {
    const member = { host, cookie: await signIn(port, host) };
    const options = { connections: CONNECTIONS };
    const staticHome = await measure('static: the same home page bytes (express.static)', `http://127.0.0.1:${staticPort}/home.html`, options);
    const results = [
      baseline,
      staticHome,
      await measure('GET /api/settings.php', `${base}/api/settings.php`, { headers, ...options }),
      await measure('GET /api/chats.php (signed in)', `${base}/api/chats.php`, { headers: member, ...options }),
      await measure('GET / (visitor, streaming SSR)', `${base}/`, { headers, ...options }),
      await measure('GET / (signed in: rendered every time)', `${base}/`, { headers: member, ...options }),
      await measure('GET /pages/terms (visitor, long page)', `${base}/pages/terms`, { headers, ...options }),
    ];
    const ratios = `Server rendering against static serving of the same bytes: visitor home ${ratio(results[4], staticHome)}, signed-in home ${ratio(results[5], staticHome)}.`;
    // After the embedded rows, on their own port: the app above has no share of the CPU then.
    await stopApp(app);
    results.push(...(await onPostgres(postgres.port, postgres.databaseUrl, postgres.redisUrl)));
    const list = `The chat-list rows list the demo member's ${DEMO_CHATS} conversations, each with an unread answer (scripts/bench/demo-chats.ts).`;
    const body = `${runHeader(CONNECTIONS)}\n\n${table(results, baseline)}\n\n${ratios} ${list}`;
    console.log(body);
    writeSection('platform', body);
  } finally {
    app.kill('SIGTERM');
    staticServer.kill('SIGTERM');
  }
}

function ratio(result: Result | undefined, staticHome: Result): string {
  return result ? `${(result.requests / staticHome.requests).toFixed(2)} ×` : 'n/a';
}
