import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import type { Result } from './harness';
import { recreateDatabase } from './chat-seed';
import { stopApp } from './cluster';
import { cpuFrom, type CpuShares } from './capacity-cpu';
import { DEMO_CHATS, seedDemoChats } from './demo-chats';
import { DURATION_S, measure, newDataDir, runHeader, startApp, table, writeSection } from './harness';
import { send, signIn } from './platform';

/** Issue 32's figures: 20 connections, the production defaults (a worker per core), FlirtLocal's demo member. */
const CONNECTIONS = 20;
const SITE = 'flirtlocal';
const HOST = `${SITE}.localhost`;
interface PageCost {
  result: Result;
  /** Statements PostgreSQL ran per request (round trips, transactions' BEGIN/COMMIT included). */
  statements: number;
  /** PostgreSQL's planning and execution time per request, ms. */
  planMs: number;
  executionMs: number;
  /** CPU per request, ms: the app's processes and PostgreSQL's. */
  appCpuMs: number;
  postgresCpuMs: number;
}

const STATEMENTS = `select coalesce(sum(calls), 0)::float8 as calls, coalesce(sum(total_plan_time), 0)::float8 as plan,
    coalesce(sum(total_exec_time), 0)::float8 as exec
  from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())
    and query not like '%pg_stat_statements%'`;

/** The page under load, with what it cost over the timed run: pg_stat_statements, and CPU from /proc. */
async function pageCost(app: ChildProcess, admin: pg.Client, name: string, url: URL, cookie: string): Promise<PageCost> {
  const headers = { host: HOST, cookie };
  const check = await send(Number(url.port), 'GET', `${url.pathname}${url.search}`, headers);
  if (check.status !== 200) throw new Error(`${url.pathname} answered ${check.status}`);
  let stop: () => Promise<CpuShares> = () => Promise.resolve({ app: 0, postgres: 0, redis: 0, bench: 0, machine: 0 });
  let startedAt = 0;
  const result = await measure(name, url.toString(), {
    headers,
    connections: CONNECTIONS,
    beforeTimedRun: async () => {
      await admin.query('select pg_stat_statements_reset()');
      stop = await cpuFrom(admin, app.pid ?? 0);
      startedAt = performance.now();
    },
  });
  // Shares of one core over the timed run, as CPU milliseconds.
  const elapsedMs = performance.now() - startedAt;
  const cpu = await stop();
  const { rows } = await admin.query<{ calls: number; plan: number; exec: number }>(STATEMENTS);
  const row = rows[0] ?? { calls: 0, plan: 0, exec: 0 };
  const served = Math.max(1, result.requests * DURATION_S);
  return {
    result,
    statements: row.calls / served,
    planMs: row.plan / served,
    executionMs: row.exec / served,
    appCpuMs: (cpu.app / 100) * (elapsedMs / served),
    postgresCpuMs: (cpu.postgres / 100) * (elapsedMs / served),
  };
}

function costTable(costs: PageCost[]): string {
  return [
    '| page (signed in) | statements per request | PostgreSQL planning ms | PostgreSQL execution ms | app CPU ms per request | PostgreSQL CPU ms per request |',
    '|---|---|---|---|---|---|',
    ...costs.map(
      (c) =>
        `| ${c.result.name} | ${c.statements.toFixed(1)} | ${c.planMs.toFixed(2)} | ${c.executionMs.toFixed(2)} | ${c.appCpuMs.toFixed(1)} | ${c.postgresCpuMs.toFixed(1)} |`,
    ),
  ].join('\n');
}

/** Issue 32, goal 3: the embedded default stays pleasant, p99 < 300 ms at 5 connections. */
const EMBEDDED_CONNECTIONS = 5;

async function embeddedHome(port: number): Promise<Result> {
  const dataDir = newDataDir();
  const app = await startApp(port, {}, dataDir);
  try {
    await seedDemoChats(SITE, dataDir);
    const cookie = await signIn(port, HOST, SITE);
    return await measure(`GET / member home, PGlite, ${EMBEDDED_CONNECTIONS} connections`, `http://127.0.0.1:${port}/`, {
      headers: { host: HOST, cookie },
      connections: EMBEDDED_CONNECTIONS,
    });
  } finally {
    await stopApp(app);
  }
}

/**
 * Issue 32, goal 1: every signed-in page and the search and chat-list APIs on PostgreSQL + Redis with
 * the production defaults (WEB_CONCURRENCY 2 on this machine), with what each costs: PostgreSQL's
 * statements and time (pg_stat_statements), and the CPU of the app and of PostgreSQL per request.
 */
export async function benchMembers(baseline: Result, port: number, databaseUrl: string, redisUrl: string): Promise<void> {
  await recreateDatabase(databaseUrl);
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const dataDir = newDataDir();
  const app = await startApp(port, { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, WEB_CONCURRENCY: '2' }, dataDir);
  try {
    const preload = await admin.query<{ shared_preload_libraries: string }>('show shared_preload_libraries');
    if (!preload.rows[0]?.shared_preload_libraries.includes('pg_stat_statements')) {
      throw new Error(
        'the members bench reads pg_stat_statements: set shared_preload_libraries = pg_stat_statements and pg_stat_statements.track_planning = on, and restart PostgreSQL',
      );
    }
    await admin.query('create extension if not exists pg_stat_statements');
    await seedDemoChats(SITE, dataDir, databaseUrl);
    const cookie = await signIn(port, HOST, SITE);
    const chats = JSON.parse((await send(port, 'GET', '/api/chats.php', { host: HOST, cookie })).body.toString()) as {
      chats: { conversation: { id: number }; profile: { id: number } }[];
    };
    const first = chats.chats[0];
    if (!first) throw new Error('the demo member has no conversations');
    const base = `http://127.0.0.1:${port}`;
    const pages: [string, string][] = [
      ['GET / member home', '/'],
      ['GET /members search page', '/members'],
      [`GET /members/{id} a profile`, `/members/${first.profile.id}`],
      [`GET /chats (${DEMO_CHATS} conversations)`, '/chats'],
      ['GET /chats/{id} a conversation', `/chats/${first.conversation.id}`],
      ['GET /likes', '/likes'],
      ['GET /credits', '/credits'],
      ['GET /api/members.php search API', '/api/members.php'],
      ['GET /api/chats.php chat list API', '/api/chats.php'],
    ];
    const costs: PageCost[] = [];
    for (const [name, path] of pages) costs.push(await pageCost(app, admin, name, new URL(path, base), cookie));
    await stopApp(app);
    const embedded = await embeddedHome(port);
    const body = [
      `${runHeader(CONNECTIONS)} PostgreSQL + Redis on the same machine, the production build with its defaults (a worker per core: 2), ${SITE}'s demo member with ${DEMO_CHATS} conversations.`,
      '',
      table([baseline, ...costs.map((c) => c.result)], baseline),
      '',
      "What each request cost over the timed run: statements and time from pg_stat_statements (track_planning on), CPU from /proc (app: the cluster's processes; PostgreSQL: its server's processes but other databases' backends).",
      '',
      costTable(costs),
      '',
      `Goal 3: the member home on the embedded database (PGlite, one process), ${EMBEDDED_CONNECTIONS} connections:`,
      '',
      table([baseline, embedded], baseline),
    ].join('\n');
    console.log(body);
    writeSection('members', body);
  } finally {
    await stopApp(app);
    await admin.end();
  }
}
