import { percentile, type SendCounts } from './chat-phases';
import type { Result } from './harness';
import { runHeader, table } from './harness';
import type { ProcessSample } from './proc';

/** CPU in percent of one core (machine: every core together = 100 %) and memory of one phase. */
export interface PhaseLoad {
  server: number;
  postgres: number;
  client: number;
  machine: number;
  /** PostgreSQL transactions of the bench database, the phase's few own queries included. */
  transactions: number;
  peakRssKb: number;
  /** The server process at the end; with `start`, its CPU time per message. */
  start: ProcessSample;
  end: ProcessSample;
}

export interface OpenLoopFigures {
  rate: number;
  seconds: number;
  counts: SendCounts;
  /** Send-to-receive times in ms. */
  latencies: number[];
}

export interface ChatFigures {
  baseline: Result;
  /** The machine's 1-minute load average when the bench started: other work skews the latencies. */
  loadAverage: number;
  members: number;
  /** The Redis URL the server used, if any. */
  redis: string | undefined;
  idleSeconds: number;
  beforeConnect: ProcessSample;
  connected: ProcessSample;
  settled: ProcessSample;
  idleBefore: number;
  idleAfter: number;
  warmUpSeconds: number;
  light: OpenLoopFigures;
  target: OpenLoopFigures & { load: PhaseLoad; clientLoopDelayP99: number };
  throughput: { senders: number; seconds: number; counts: SendCounts; elapsedMs: number; load: PhaseLoad };
  /** Accepted sends that never reached the receiver's socket, whole run. */
  lost: number;
  /** Sockets the server closed during the run. */
  dropped: number;
}

const ms = (value: number) => value.toFixed(1);
const pct = (value: number) => `${value.toFixed(0)} %`;
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);

function latencyRow(label: string, run: OpenLoopFigures): string {
  const values = sorted(run.latencies);
  const trips = sorted(run.counts.roundTrips);
  const answered = `${run.counts.sent} / ${run.counts.ok} / ${run.counts.non2xx + run.counts.errors}`;
  return `| ${label} | ${answered} | ${values.length} | ${[0.5, 0.9, 0.99].map((q) => ms(percentile(values, q))).join(' / ')} / ${ms(values.at(-1) ?? 0)} | ${ms(percentile(trips, 0.5))} / ${ms(percentile(trips, 0.99))} |`;
}

function cpuRow(label: string, load: PhaseLoad, messages: number): string {
  const seconds = (load.end.at - load.start.at) / 1000;
  const perMessage = (percent: number) => ms((percent * 10 * seconds) / Math.max(1, messages));
  return `| ${label} | ${pct(load.server)} | ${pct(load.postgres)} | ${pct(load.client)} | ${pct(load.machine)} | ${perMessage(load.server)} / ${perMessage(load.postgres)} | ${(load.transactions / Math.max(1, messages)).toFixed(1)} | ${mb(load.end.rssKb)} (${mb(load.peakRssKb)}) |`;
}

export function asResult(name: string, counts: SendCounts, elapsedMs: number): Result {
  const trips = sorted(counts.roundTrips);
  const at = (q: number) => Math.round(percentile(trips, q));
  return { name, requests: counts.ok / (elapsedMs / 1000), p50: at(0.5), p90: at(0.9), p97_5: at(0.975), p99: at(0.99), non2xx: counts.non2xx + counts.errors };
}

export function chatReport(f: ChatFigures): string {
  const { target, light, throughput } = f;
  const chat = asResult(`POST /api/chat.php, ${throughput.senders} senders, closed loop`, throughput.counts, throughput.elapsedMs);
  const failures = [light.counts.firstFailure, target.counts.firstFailure, throughput.counts.firstFailure].filter(Boolean);
  return [
    `${runHeader(throughput.senders)} One server process on PostgreSQL (fresh \`bench_chat\` database), ${f.redis ? `Redis at ${f.redis} for the event bus and rate limits` : 'no Redis answering: in-process event bus and rate limits'}. Load average at the start: ${f.loadAverage.toFixed(1)}.`,
    '',
    '| sockets | value |',
    '|---|---|',
    `| members connected (all got \`ready\`) | ${f.members} in ${((f.connected.at - f.beforeConnect.at) / 1000).toFixed(1)} s |`,
    `| server RSS before → after connecting (${f.idleSeconds} s later) | ${mb(f.beforeConnect.rssKb)} → ${mb(f.connected.rssKb)} (${mb(f.settled.rssKb)}) |`,
    `| memory per connection (${f.idleSeconds} s later) | ${((f.settled.rssKb - f.beforeConnect.rssKb) / f.members).toFixed(1)} KB |`,
    `| server CPU per handshake (session lookup, replay query) | ${ms((f.connected.cpuMs - f.beforeConnect.cpuMs) / f.members)} ms |`,
    `| server CPU idle, before → after connecting | ${f.idleBefore.toFixed(1)} % → ${f.idleAfter.toFixed(1)} % |`,
    '',
    `Open loop after a ${f.warmUpSeconds} s warm-up; latency = POST issued → the partner's socket has the event (ms). Lost in the whole run: **${f.lost}**; sockets dropped: ${f.dropped}.`,
    '',
    '| messages/s | sent / answered 200 / refused | delivered | send → receive p50 / p90 / p99 / max | POST answered p50 / p99 |',
    '|---|---|---|---|---|',
    latencyRow(`${light.rate} for ${light.seconds} s`, light),
    latencyRow(`**${target.rate} for ${target.seconds} s**`, target),
    '',
    `CPU (100 % = one core; machine: both cores together, everything on it; the bench clients' event-loop delay p99 at ${target.rate}/s was ${ms(target.clientLoopDelayP99)} ms):`,
    '',
    '| phase | server | PostgreSQL backends | bench clients | machine | CPU ms per message: server / PostgreSQL | PostgreSQL transactions per message | server RSS at end (peak) |',
    '|---|---|---|---|---|---|---|---|',
    cpuRow(`${target.rate} messages/s`, target.load, target.counts.ok),
    cpuRow(`closed loop, ${throughput.senders} senders`, throughput.load, throughput.counts.ok),
    '',
    `Chat send throughput (closed loop for ${throughput.seconds} s, each member within its limit of 20 a minute):`,
    '',
    table([f.baseline, chat], f.baseline),
    ...(failures.length ? ['', `First refusals: ${failures.map((failure) => `\`${failure}\``).join('; ')}`] : []),
  ].join('\n');
}
