import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import type { Result } from './harness';
import { recreateDatabase } from './chat-seed';
import { stopApp } from './cluster';
import { startCpuMeter } from './cpu';
import { DEMO_CHATS, seedDemoChats } from './demo-chats';
import { DURATION_S, measure, newDataDir, runHeader, startApp, table, writeSection } from './harness';
import { send, signIn } from './platform';

/** Issue 32's figures: 20 connections, the production defaults (a worker per core), FlirtLocal's demo member. */
const CONNECTIONS = 20;
const SITE = 'flirtlocal';
const HOST = `${SITE}.localhost`;
/** Requests per page, one at a time, while pg_stat_statements counts the statements a page makes. */
const SEQUENTIAL = 20;

interface PageCost {
  result: Result;
  /** Statements PostgreSQL ran per request (round trips, transactions' BEGIN/COMMIT included). */
  statements: number;
  /** PostgreSQL's execution time per request, ms (planning not included). */
  executionMs: number;
  /** CPU per request under load, ms: the app's processes and PostgreSQL's. */
  appCpuMs: number;
  postgresCpuMs: number;
}

async function statementsPerRequest(admin: pg.Client, run: () => Promise<void>): Promise<{ statements: number; executionMs: number }> {
  await admin.query('select pg_stat_statements_reset()');
  for (let i = 0; i < SEQUENTIAL; i += 1) await run();
  const { rows } = await admin.query<{ calls: string; ms: number }>(
    `select coalesce(sum(calls), 0) as calls, coalesce(sum(total_exec_time), 0)::float8 as ms
       from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())
       and query not like '%pg_stat_statements%'`,
  );
  const row = rows[0] ?? { calls: '0', ms: 0 };
  return { statements: Number(row.calls) / SEQUENTIAL, executionMs: row.ms / SEQUENTIAL };
}

async function pageCost(app: ChildProcess, admin: pg.Client, name: string, url: URL, cookie: string): Promise<PageCost> {
  const headers = { host: HOST, cookie };
  const { statements, executionMs } = await statementsPerRequest(admin, async () => {
    const res = await send(Number(url.port), 'GET', `${url.pathname}${url.search}`, headers);
    if (res.status !== 200) throw new Error(`${url.pathname} answered ${res.status}`);
  });
  let stop = () => ({ app: 0, postgres: 0 });
  const result = await measure(name, url.toString(), { headers, connections: CONNECTIONS, beforeTimedRun: () => (stop = startCpuMeter(app.pid ?? 0)) });
  const cpu = stop();
  const served = result.requests * DURATION_S;
  return { result, statements, executionMs, appCpuMs: (cpu.app * 1000) / served, postgresCpuMs: (cpu.postgres * 1000) / served };
}

function costTable(costs: PageCost[]): string {
  return [
    '| page (signed in) | statements per request | PostgreSQL execution ms | app CPU ms per request | PostgreSQL CPU ms per request |',
    '|---|---|---|---|---|',
    ...costs.map(
      (c) => `| ${c.result.name} | ${c.statements.toFixed(1)} | ${c.executionMs.toFixed(2)} | ${c.appCpuMs.toFixed(1)} | ${c.postgresCpuMs.toFixed(1)} |`,
    ),
  ].join('\n');
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
    const body = [
      `${runHeader(CONNECTIONS)} PostgreSQL + Redis on the same machine, the production build with its defaults (a worker per core: 2), ${SITE}'s demo member with ${DEMO_CHATS} conversations.`,
      '',
      table([baseline, ...costs.map((c) => c.result)], baseline),
      '',
      `What each request costs: statements and execution time from pg_stat_statements over ${SEQUENTIAL} requests one at a time; CPU from /proc over the loaded run (app: the cluster's processes; PostgreSQL: its server's processes).`,
      '',
      costTable(costs),
    ].join('\n');
    console.log(body);
    writeSection('members', body);
  } finally {
    await stopApp(app);
    await admin.end();
  }
}
