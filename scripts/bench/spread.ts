import os from 'node:os';
import pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';
import { connectMembers, createPoster } from './chat-clients';
import { DeliveryTracker, openLoop, percentile, SendBudget, type SendCounts } from './chat-phases';
import { recreateDatabase, seedChatMembers, TENANT, type BenchMember } from './chat-seed';
import { DURATION_S } from './harness';

/** The 1-minute load average, for the header: other work on the machine skews every figure. */
export function loadNote(): string {
  return `Load average ${(os.loadavg()[0] ?? 0).toFixed(1)} when this part started.`;
}

/** Members on sockets: enough for a few hundred pairs split across two processes. */
export const SPREAD_MEMBERS = 1_000;
const RATE = 100;
const WARMUP_S = 3;
const DELIVERY_GRACE_MS = 10_000;
const HOST = `${TENANT}.localhost`;

export interface SpreadFigures {
  members: number;
  /** Members with their socket on each process (live_presence's node, one per process). */
  perProcess: number[];
  /** Pairs whose two members' sockets are on different processes: the senders of the run. */
  crossPairs: number;
  rate: number;
  seconds: number;
  counts: SendCounts;
  latencies: number[];
  lost: number;
  dropped: number;
}

/** A fresh bench database with paired chat members (chat-seed.ts) and the demo sites. */
export async function prepareSpread(databaseUrl: string): Promise<BenchMember[]> {
  await recreateDatabase(databaseUrl);
  return seedChatMembers(databaseUrl, SPREAD_MEMBERS);
}

/** Each member's process, once every socket's presence is stored (rows appear shortly after `ready`). */
async function processOf(databaseUrl: string, members: BenchMember[]): Promise<Map<number, string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let tries = 0; ; tries += 1) {
      const { rows } = await client.query<{ user_id: string; node: string }>('select user_id, node from live_presence where user_id = any($1::bigint[])', [
        members.map((member) => member.id),
      ]);
      if (rows.length >= members.length || tries >= 50) return new Map(rows.map((row) => [Number(row.user_id), row.node]));
      await sleep(200);
    }
  } finally {
    await client.end();
  }
}

/**
 * Every member's socket through `port` (a cluster's port, or a proxy in front of nodes), then an
 * open loop of messages between the members of pairs split across processes only: each message
 * crosses from one process to another through Redis. Nothing here asserts a time.
 */
export async function chatAcrossProcesses(port: number, databaseUrl: string, members: BenchMember[]): Promise<SpreadFigures> {
  const tracker = new DeliveryTracker();
  const poster = createPoster(port, HOST);
  const clients = await connectMembers(port, HOST, members, tracker.onMessage);
  try {
    const nodes = await processOf(databaseUrl, members);
    const perProcess = [...new Set(nodes.values())].map((node) => [...nodes.values()].filter((other) => other === node).length);
    const split = members.filter((member) => {
      const own = nodes.get(member.id);
      const partner = nodes.get(member.partner);
      return own !== undefined && partner !== undefined && own !== partner;
    });
    // Partners far apart in the rotation, as in the chat bench: the two sides of one conversation
    // never write at the same moment (two sends into one conversation at once can deadlock).
    const senders = [...split.filter((member) => member.id < member.partner), ...split.filter((member) => member.id > member.partner)];
    if (!senders.length) throw new Error('no pair has its members on different processes');
    const ctx = { poster, tracker, budget: new SendBudget(), runTag: Date.now().toString(36) };
    const warm = await openLoop(ctx, senders, RATE, WARMUP_S);
    await warm.answered;
    await tracker.settle(DELIVERY_GRACE_MS);
    const latencies: number[] = [];
    const { counts, answered } = await openLoop(ctx, senders, RATE, DURATION_S, latencies);
    await answered;
    await tracker.settle(DELIVERY_GRACE_MS);
    return {
      members: members.length,
      perProcess,
      crossPairs: senders.length / 2,
      rate: RATE,
      seconds: DURATION_S,
      counts,
      latencies: latencies.sort((a, b) => a - b),
      lost: tracker.lost,
      dropped: clients.dropped(),
    };
  } finally {
    clients.close();
    poster.close();
  }
}

/** The figures as a table row (markdown), with the first refusal under it if a send was refused. */
export function spreadRows(name: string, figures: SpreadFigures): string {
  const { counts, latencies } = figures;
  const refused = counts.firstFailure
    ? `\n\nNot accepted: ${counts.non2xx} refused, ${counts.errors} failed; the first: \`${counts.firstFailure.replace(/`/g, "'").replace(/\s+/g, ' ')}\`.`
    : '';
  return `| ${name} | ${figures.members} (${figures.perProcess.join(' + ')}) | ${figures.crossPairs} | ${figures.rate}/s × ${figures.seconds} s | ${counts.ok}/${counts.sent} | ${figures.lost} | ${percentile(latencies, 0.5).toFixed(1)} | ${percentile(latencies, 0.99).toFixed(1)} | ${figures.dropped} |${refused}`;
}

export const SPREAD_HEADER = [
  '| setup | members on sockets (per process) | pairs split across processes | load | accepted/sent | lost | p50 send → receive ms | p99 ms | sockets dropped |',
  '|---|---|---|---|---|---|---|---|---|',
].join('\n');
