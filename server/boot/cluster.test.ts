import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '#tests/support/backends';
import { prepareMembers, SITE, type Member } from '#tests/support/chat-delivery';
import { openSocket, until, type Received } from '#tests/support/live-client';
import { apiRequest } from '#tests/support/server-process';
import { EXIT_CONFIG } from '../platform/config';
import { openDatabase, type Database } from '../platform/db/client';
import { livePresence, profiles } from '../platform/db/schema';
import { DEMO_PROFILES_PER_TENANT } from './seed/demo';
import { ROOT } from '../platform/paths';
import { serverBundle } from '#tests/support/bundles';

/** Ports of this file (loopback): the cluster's, the refused boot's (it never listens) and the cluster's metrics. */
const PORT = 4481;
const REFUSED_PORT = 4482;
const METRICS_PORT = 4483;
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

interface LogLine {
  pid?: number;
  msg?: string;
  reason?: string;
  req?: { url?: string };
}

const SERVER = await serverBundle();

/** server/index.ts (its test bundle), its JSON log lines kept for the test to read. */
function startServer(env: NodeJS.ProcessEnv): { child: ChildProcess; lines: LogLine[]; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: LogLine[] = [];
  let text = '';
  let partial = '';
  child.stdout.on('data', (chunk: Buffer) => {
    text = (text + chunk.toString()).slice(-20_000);
    const parts = (partial + chunk.toString()).split('\n');
    partial = parts.pop() ?? '';
    for (const part of parts) if (part.startsWith('{')) lines.push(JSON.parse(part) as LogLine);
  });
  child.stderr.on('data', (chunk: Buffer) => (text = (text + chunk.toString()).slice(-20_000)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, lines, output: () => text, exited };
}

/** Asks `read` again until its answer passes `done` (10 s at most). */
async function settled<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

it('refuses to start several processes without PostgreSQL and Redis, with the configuration exit code', { timeout: 60_000 }, async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-refused-'));
  const server = startServer({ WEB_CONCURRENCY: '2', PORT: String(REFUSED_PORT), DATA_DIR: dataDir });
  expect(await server.exited).toBe(EXIT_CONFIG);
  expect(server.output()).toMatch(/WEB_CONCURRENCY=2[\s\S]*DATABASE_URL[\s\S]*REDIS_URL/);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const shared = Boolean(databaseUrl && redisUrl);

describe.runIf(shared)('two server processes on one port (WEB_CONCURRENCY=2; needs TEST_DATABASE_URL and TEST_REDIS_URL)', () => {
  let scratch: { url: string; drop(): Promise<void> };
  let database: Database;
  let server: ReturnType<typeof startServer>;
  let members: Member[];
  /** The demo site's profiles once both workers had seeded it at boot. */
  let seededProfiles = 0;
  const dirs: string[] = [];
  const sockets: WebSocket[] = [];

  const listening = () => new Set(server.lines.filter((line) => line.msg === 'listening').map((line) => line.pid as number));
  /** Pids that answered a request for `url` so far (every request's log line carries its process's pid). */
  const answeredBy = (url: string) => new Set(server.lines.filter((line) => line.req?.url === url).map((line) => line.pid as number));
  const nodesOf = async (member: Member) =>
    (await database.db.select({ node: livePresence.node }).from(livePresence).where(eq(livePresence.userId, member.id))).map((row) => row.node);
  const headers = (member: Member) => ({ Origin: `http://${SITE}`, Cookie: member.cookie });

  beforeAll(async () => {
    scratch = await createScratchDatabase(databaseUrl as string, { empty: true });
    database = await openDatabase({ url: scratch.url });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-data-'));
    // One site: both workers boot at once on an empty database, and seeding all of them would take long.
    const tenantsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-tenants-'));
    dirs.push(dataDir, tenantsDir);
    fs.cpSync(path.join(ROOT, 'tenants/companies'), path.join(tenantsDir, 'companies'), { recursive: true });
    fs.copyFileSync(path.join(ROOT, 'tenants/flirtlocal.json'), path.join(tenantsDir, 'flirtlocal.json'));
    server = startServer({
      WEB_CONCURRENCY: '2',
      PORT: String(PORT),
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      TENANTS_DIR: tenantsDir,
      DATABASE_URL: scratch.url,
      REDIS_URL: redisUrl,
      METRICS_PORT: String(METRICS_PORT),
    });
    // Both workers migrate and seed the same empty database at once: they take turns.
    await until(() => listening().size === 2 || server.child.exitCode !== null, 110_000, 'both workers listening').catch(() => undefined);
    if (listening().size !== 2) throw new Error(`the cluster did not start:\n${server.output()}`);
    const [seeded] = await database.db.select({ total: count() }).from(profiles).where(eq(profiles.tenantId, 'flirtlocal'));
    seededProfiles = seeded?.total ?? 0;
    members = await prepareMembers({ url: scratch.url }, 2);
  }, 180_000);

  afterAll(async () => {
    for (const ws of sockets) ws.terminate();
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await database.close();
    await scratch.drop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('seeds the demo site once, though both workers seed it at boot', () => {
    expect(seededProfiles).toBe(DEMO_PROFILES_PER_TENANT);
  });

  it('answers requests from both processes', { timeout: 30_000 }, async () => {
    for (let index = 0; index < 10; index += 1) expect((await apiRequest(PORT, SITE, '', 'GET', '/api/settings.php')).status).toBe(200);
    await until(() => answeredBy('/api/settings.php').size === 2, 5000, 'log lines of both processes');
    expect(answeredBy('/api/settings.php')).toEqual(listening());
  });

  it('serves the metrics of the whole machine from the primary, counting the requests of both workers', { timeout: 30_000 }, async () => {
    const scrape = await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`);
    expect(scrape.status).toBe(200);
    const text = await scrape.text();
    // The ten settings calls above went to both workers; one worker's registry would count fewer.
    const counted = /^http_request_duration_seconds_count\{route="\/api\/settings.php",method="GET",status="200"\} (\d+)$/m.exec(text)?.[1];
    expect(Number(counted)).toBeGreaterThanOrEqual(10);
    expect(text).toMatch(/^cluster_workers\{state="answered"\} 2$/m);
    expect(text).toMatch(/^cluster_workers\{state="missing"\} 0$/m);
  });

  it('delivers a chat message between members whose sockets are on different processes', { timeout: 60_000 }, async () => {
    const [sender, receiver] = members as [Member, Member];
    const connect = async (member: Member) => {
      const opened = await openSocket(PORT, SITE, headers(member));
      if (!opened.ws) throw new Error(`socket refused: ${opened.status ?? opened.closeCode}`);
      sockets.push(opened.ws);
      return opened;
    };
    const from = await connect(sender);
    const [senderNode] = await settled(
      () => nodesOf(sender),
      (nodes) => nodes.length > 0,
    );
    // Connections go round-robin: a socket on the sender's process is closed and another opened.
    let to: Awaited<ReturnType<typeof openSocket>> | undefined;
    for (let tries = 0; !to && tries < 10; tries += 1) {
      const candidate = await connect(receiver);
      const nodes = await settled(
        () => nodesOf(receiver),
        (found) => found.length > 0,
      );
      if (nodes.length === 1 && nodes[0] !== senderNode) to = candidate;
      else {
        candidate.ws?.close();
        await settled(
          () => nodesOf(receiver),
          (found) => found.length === 0,
        );
      }
    }
    if (!to) throw new Error('no socket of the receiver landed on the other process');
    const text = `across processes ${Date.now()}`;
    const reply = await apiRequest(PORT, SITE, sender.cookie, 'POST', '/api/chat.php', {
      profile_id: receiver.id,
      type: 'text',
      text,
      client_id: `cluster-${Date.now()}`,
    });
    expect(reply.status).toBe(200);
    // Whichever process stored it, one of the two sockets is on the other: the event crossed through Redis.
    const shown = (events: Received[]) => events.some((event) => event.type === 'message' && (event.payload.message as { text?: string }).text === text);
    await until(() => shown(to.events) && shown(from.events), 10_000, 'the message on both sockets');
  });

  it('replaces a worker that dies while the other keeps answering on the port', { timeout: 90_000 }, async () => {
    const [victim, survivor] = [...listening()] as [number, number];
    process.kill(victim, 'SIGKILL');
    await until(() => !isAlive(victim), 10_000, 'the worker to die');
    for (let index = 0; index < 5; index += 1) expect((await apiRequest(PORT, SITE, '', 'GET', '/healthz')).status).toBe(200);
    await until(() => listening().size === 3, 60_000, 'a replacement worker listening');
    const replacement = [...listening()].find((pid) => pid !== victim && pid !== survivor) as number;
    for (let index = 0; index < 10; index += 1) expect((await apiRequest(PORT, SITE, '', 'GET', '/api/settings.php?after-restart')).status).toBe(200);
    await until(() => answeredBy('/api/settings.php?after-restart').size === 2, 5000, 'both processes answering');
    expect(answeredBy('/api/settings.php?after-restart')).toEqual(new Set([survivor, replacement]));
  });

  it('passes SIGHUP on to every worker, which rereads the tenant files', { timeout: 30_000 }, async () => {
    const reloadedBy = () => new Set(server.lines.filter((line) => line.msg === 'tenant files reloaded' && line.reason === 'SIGHUP').map((line) => line.pid));
    const workers = [...listening()].filter(isAlive);
    server.child.kill('SIGHUP');
    await until(() => workers.every((pid) => reloadedBy().has(pid)), 10_000, 'a reload in every worker');
    expect(isAlive(server.child.pid as number)).toBe(true);
  });

  it('stops every process on SIGTERM and exits with 0', { timeout: 60_000 }, async () => {
    for (const ws of sockets) ws.terminate();
    const workers = [...listening()];
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await until(() => workers.every((pid) => !isAlive(pid)), 10_000, 'every worker gone');
  });
});
