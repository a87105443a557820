import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { connectMembers, createPoster, type LiveClients } from './chat-clients';
import { closedLoop, DeliveryTracker, openLoop, SendBudget, type PhaseContext } from './chat-phases';
import { chatReport, type PhaseLoad } from './chat-report';
import { recreateDatabase, seedChatMembers, TENANT, type BenchMember } from './chat-seed';
import type { Result } from './harness';
import { DURATION_S, redisAnswers, startApp, writeSection } from './harness';
import { CpuOfGroup, cpuPercent, MachineCpu, sampleProcess } from './proc';

const MEMBERS = 2_000;
const RATE = 200;
/** A light load first, for the latency of a send when nothing queues. */
const LIGHT_RATE = 50;
const WARMUP_S = 3;
/** The phase at RATE runs 20 s unless BENCH_SECONDS asks for another length. */
const LATENCY_S = process.env.BENCH_SECONDS ? DURATION_S : 20;
const LIGHT_S = Math.ceil(LATENCY_S / 2);
const SENDERS = 50;
const IDLE_S = 5;
/** Every tenant answers on <id>.localhost. */
const HOST = `${TENANT}.localhost`;
const REDIS_URL = 'redis://127.0.0.1:6379';
const DELIVERY_GRACE_MS = 10_000;

/** The app's PostgreSQL backends (its pool), without the bench's own connection. */
async function backends(admin: pg.Client): Promise<number[]> {
  const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
  return rows.map((row) => row.pid);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Transactions of the bench database so far (each statement outside a transaction is one). */
async function transactions(admin: pg.Client): Promise<number> {
  const { rows } = await admin.query<{ total: string }>('select xact_commit + xact_rollback as total from pg_stat_database where datname = current_database()');
  return Number(rows[0]?.total ?? 0);
}

/** CPU and memory while `run` runs. */
async function observe<T>(pid: number, admin: pg.Client, run: () => Promise<T>): Promise<PhaseLoad & { value: T }> {
  const transactionsFrom = await transactions(admin);
  const from = sampleProcess(pid);
  const postgres = new CpuOfGroup(await backends(admin));
  const machine = new MachineCpu();
  const clientFrom = process.cpuUsage();
  let peakRssKb = from.rssKb;
  const sampler = setInterval(() => (peakRssKb = Math.max(peakRssKb, sampleProcess(pid).rssKb)), 500);
  try {
    const value = await run();
    const end = sampleProcess(pid);
    const clientUsed = process.cpuUsage(clientFrom);
    const postgresPercent = postgres.percentNow(await backends(admin));
    const machinePercent = machine.percentNow();
    // Backends report their counts at most once a second.
    await sleep(1100);
    return {
      value,
      server: cpuPercent(from, end),
      postgres: postgresPercent,
      client: ((clientUsed.user + clientUsed.system) / 1000 / (end.at - from.at)) * 100,
      machine: machinePercent,
      transactions: (await transactions(admin)) - transactionsFrom,
      peakRssKb: Math.max(peakRssKb, end.rssKb),
      start: from,
      end,
    };
  } finally {
    clearInterval(sampler);
  }
}

/** Issue: 2,000 members on sockets, 200 messages/s, p99 send-to-receive under 50 ms on one process. */
export async function benchChat(baseline: Result, port: number, databaseUrl: string): Promise<void> {
  const loadAverage = os.loadavg()[0] ?? 0;
  await recreateDatabase(databaseUrl);
  const members = await seedChatMembers(databaseUrl, MEMBERS);
  const redis = (await redisAnswers()) ? REDIS_URL : undefined;
  // Every bench socket comes from 127.0.0.1: the per-address cap (500) would refuse most of them.
  const app = await startApp(port, { DATABASE_URL: databaseUrl, MAX_CONNECTIONS_PER_ADDRESS: '0', ...(redis ? { REDIS_URL: redis } : {}) });
  const pid = app.pid as number;
  const admin = new pg.Client({ connectionString: databaseUrl });
  const poster = createPoster(port, HOST);
  const tracker = new DeliveryTracker();
  let clients: LiveClients | undefined;
  try {
    await admin.connect();
    const idle = async () => {
      const from = sampleProcess(pid);
      await sleep(IDLE_S * 1000);
      return cpuPercent(from, sampleProcess(pid));
    };
    const idleBefore = await idle();
    const beforeConnect = sampleProcess(pid);
    clients = await connectMembers(port, HOST, members, tracker.onMessage);
    const connected = sampleProcess(pid);
    const idleAfter = await idle();
    const settled = sampleProcess(pid);

    const ctx: PhaseContext = { poster, tracker, budget: new SendBudget(), runTag: Date.now().toString(36) };
    // Partners far apart in the rotation: the two sides of one conversation never write at the same moment.
    const senders: BenchMember[] = [...members.filter((_, index) => index % 2 === 0), ...members.filter((_, index) => index % 2 === 1)];
    const openRun = async (rate: number, seconds: number, latencies: number[]) => {
      const { counts, answered } = await openLoop(ctx, senders, rate, seconds, latencies);
      await answered;
      return { rate, seconds, counts, latencies };
    };
    await openRun(LIGHT_RATE, WARMUP_S, []);
    const light = await openRun(LIGHT_RATE, LIGHT_S, []);
    await tracker.settle(DELIVERY_GRACE_MS);

    const loopDelay = monitorEventLoopDelay({ resolution: 5 });
    loopDelay.enable();
    const { value: target, ...targetLoad } = await observe(pid, admin, () => openRun(RATE, LATENCY_S, []));
    loopDelay.disable();
    await tracker.settle(DELIVERY_GRACE_MS);

    const { value: throughput, ...throughputLoad } = await observe(pid, admin, () => closedLoop(ctx, senders, SENDERS, DURATION_S));
    await tracker.settle(DELIVERY_GRACE_MS);

    const body = chatReport({
      baseline,
      loadAverage,
      members: MEMBERS,
      redis,
      idleSeconds: IDLE_S,
      beforeConnect,
      connected,
      settled,
      idleBefore,
      idleAfter,
      warmUpSeconds: WARMUP_S,
      light,
      target: { ...target, load: targetLoad, clientLoopDelayP99: loopDelay.percentile(99) / 1e6 },
      throughput: { ...throughput, senders: SENDERS, seconds: DURATION_S, load: throughputLoad },
      lost: tracker.lost,
      dropped: clients.dropped(),
    });
    console.log(body);
    writeSection('chat', body);
  } finally {
    clients?.close();
    poster.close();
    await admin.end().catch(() => undefined);
    await stop(app);
  }
}
