import os from 'node:os';
import { modelLine } from './capacity-model';
import { p, type Group } from './capacity-record';
import { STEP_S, type StepResult } from './capacity-step';

/** The limits of issue 32: a step holds while pages and API answers stay under 200 ms at p99, chat under 50 ms, and nothing fails. */
export const PAGE_P99_MS = 200;
export const CHAT_P99_MS = 50;
/** Issue 32's goal for one 2-core node. */
export const GOAL_MEMBERS = 10_000;

export interface Broken {
  what: string;
  /** How far past its limit, as a factor (errors: their count). */
  past: number;
  text: string;
}

/** The limits a step broke, the furthest past its limit first; none when it held. */
export function brokenLimits(step: StepResult): Broken[] {
  const broken: Broken[] = [];
  const latency = (what: string, sorted: number[], limit: number) => {
    const value = p(sorted, 0.99);
    if (value > limit) broken.push({ what, past: value / limit, text: `${what} p99 ${ms(value)} ms > ${limit} ms (${(value / limit).toFixed(1)} ×)` });
  };
  latency('pages', step.record.latencies('page'), PAGE_P99_MS);
  latency('API answers', step.record.latencies('api'), PAGE_P99_MS);
  latency(
    'chat send → receive',
    [...step.record.chatLatencies].sort((a, b) => a - b),
    CHAT_P99_MS,
  );
  const errors = step.record.errors();
  if (errors) broken.push({ what: 'errors', past: errors, text: `${errors} errors (failed requests, refused sends, lost messages, dropped sockets)` });
  return broken.sort((a, b) => b.past - a.past);
}

const LATENCY_LIMITS = ['pages', 'API answers', 'chat send → receive'];

/**
 * The ramp goes on past the first broken limit, to show how far each of the others holds; it
 * ends at the first error (the node is overloaded) or once every latency limit has broken.
 */
export function rampEnds(steps: readonly StepResult[]): boolean {
  const last = steps.at(-1);
  const broken = new Set(steps.flatMap((step) => brokenLimits(step).map((limit) => limit.what)));
  return (last?.record.errors() ?? 0) > 0 || LATENCY_LIMITS.every((what) => broken.has(what));
}

/** The last step before the first one that broke `what` (every limit when none is named). */
function heldUpTo(steps: readonly StepResult[], what?: string): StepResult | undefined {
  const index = steps.findIndex((step) => brokenLimits(step).some((limit) => what === undefined || limit.what === what));
  return index === -1 ? steps.at(-1) : steps[index - 1];
}

function heldLine(steps: readonly StepResult[]): string {
  const first = (steps[0]?.members ?? 0).toLocaleString('en');
  const each = [...LATENCY_LIMITS, 'errors'].map((what) => {
    const held = heldUpTo(steps, what);
    const broke = steps.some((step) => brokenLimits(step).some((limit) => limit.what === what));
    return `${what === 'errors' ? 'no errors' : what} ${held ? `${broke ? '' : '≥ '}${held.members.toLocaleString('en')}` : `< ${first}`}`;
  });
  return `How far each limit held (the last step before the first that broke it): ${each.join('; ')}.`;
}

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
const pct = (value: number) => `${value.toFixed(0)} %`;

function spread(sorted: number[]): string {
  return sorted.length ? `${ms(p(sorted, 0.5))} / ${ms(p(sorted, 0.99))}` : '–';
}

function stepRow(step: StepResult): string {
  const { record, cpu } = step;
  const chat = [...record.chatLatencies].sort((a, b) => a - b);
  const pagesPerSecond = record.latencies('page').length / step.seconds;
  const held = brokenLimits(step).length ? '**no**' : step.firstWindow ? 'yes (2nd window)' : 'yes';
  // Whatever else ran on the machine meanwhile (other people's work on a shared machine).
  const other = Math.max(0, cpu.machine * os.cpus().length - cpu.app - cpu.postgres - cpu.redis - cpu.bench);
  return `| ${step.members.toLocaleString('en')} | ${(record.requestCount() / step.seconds).toFixed(0)} (${pagesPerSecond.toFixed(0)} pages, ${(record.chat.sent / step.seconds).toFixed(0)} messages) | ${spread(record.latencies('page'))} | ${spread(record.latencies('api'))} | ${spread(chat)} | ${record.errors()} | ${pct(cpu.app)} / ${pct(cpu.postgres)} / ${pct(cpu.redis)} / ${pct(cpu.bench)} / ${pct(other)} | ${pct(cpu.machine)} | ${held} |`;
}

function requestRows(step: StepResult): string[] {
  const { record } = step;
  const rows = [...record.requests.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([label, entry]) => {
      const sorted = record.latencies(entry.group as Group, label);
      return `| ${label} | ${entry.group} | ${sorted.length + entry.failed} | ${spread(sorted)} | ${entry.failed} |`;
    });
  const trips = [...record.chat.roundTrips].sort((a, b) => a - b);
  rows.push(
    `| POST /api/chat.php (answered; send → receive above) | chat | ${record.chat.sent} | ${spread(trips)} | ${record.chat.non2xx + record.chat.errors} |`,
  );
  return [`| request | group | count | p50 / p99 ms | failed |`, '|---|---|---|---|---|', ...rows];
}

/**
 * CPU per active member, which depends far less on what else runs on the machine than the
 * latencies do, and how many members would fill the machine's cores with nothing else on them.
 */
function ceiling(step: StepResult | undefined): string | undefined {
  if (!step) return undefined;
  // percent of a core → ms of CPU per second, per member
  const each = (percent: number) => (percent * 10) / step.members;
  const { app, postgres, redis } = step.cpu;
  const full = (os.cpus().length * 1000) / each(app + postgres + redis);
  return `CPU per active member at ${step.members.toLocaleString('en')} (ms of CPU per second): app ${each(app).toFixed(2)}, PostgreSQL ${each(postgres).toFixed(2)}, Redis ${each(redis).toFixed(3)}; at that cost the ${os.cpus().length} cores would be full at about ${Math.round(full).toLocaleString('en')} active members with nothing else on the machine (no latency limit counted).`;
}

/** Steps whose first window broke a latency limit and whose second, at the same load, held: the table shows the second. */
function remeasured(steps: readonly StepResult[]): string[] {
  const again = steps.filter((step) => step.firstWindow);
  if (!again.length) return [];
  const each = again.map((step) => `${step.members.toLocaleString('en')} (first window: ${step.firstWindow})`).join('; ');
  return ['', `Held on a second window at the same load, after a first that broke a latency limit: ${each}.`];
}

export interface CapacityFigures {
  steps: StepResult[];
  loadAverage: number;
  seeded: number;
  /** Why the ramp ended other than a broken limit (the time cap, the top of the ladder). */
  endedBy: string | undefined;
}

export function capacityReport(f: CapacityFigures): string {
  const failed = f.steps.find((step) => brokenLimits(step).length);
  const held = heldUpTo(f.steps);
  const figure = held ? held.members.toLocaleString('en') : `fewer than ${(f.steps[0]?.members ?? 0).toLocaleString('en')}`;
  const verdict = failed
    ? `first bottleneck at ${failed.members.toLocaleString('en')}: ${brokenLimits(failed)
        .map((limit) => limit.text)
        .join(
          '; ',
        )}. CPU in that step: app ${pct(failed.cpu.app)}, PostgreSQL ${pct(failed.cpu.postgres)}, Redis ${pct(failed.cpu.redis)}, the simulated members ${pct(failed.cpu.bench)} (of 200 %); the machine ${pct(failed.cpu.machine)} busy.`
    : `no limit broke up to the last step (${f.endedBy ?? 'the ladder ended'}).`;
  const goal = held
    ? `${((held.members / GOAL_MEMBERS) * 100).toFixed(0)} % of the goal of ${GOAL_MEMBERS.toLocaleString('en')}`
    : `far below the goal of ${GOAL_MEMBERS.toLocaleString('en')}`;
  const costs = ceiling(held ?? failed);
  const detail = (title: string, step: StepResult | undefined) =>
    step ? ['', `${title} (${step.members.toLocaleString('en')} members, ${step.seconds} s measured):`, '', ...requestRows(step)] : [];
  const failures = failed?.record.failures.length
    ? ['', `First failures: ${failed.record.failures.map((line) => `\`${line.replace(/`/g, "'")}\``).join('; ')}`]
    : [];
  return [
    `Run ${new Date().toISOString().slice(0, 16)}Z on ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}, loopback; load average ${f.loadAverage.toFixed(1)} at the start. The production build, \`WEB_CONCURRENCY=2\`, PostgreSQL and Redis on the same machine, a fresh \`bench_capacity\` database with ${f.seeded.toLocaleString('en')} members; the simulated members run in the bench's one process on the same two cores.`,
    '',
    modelLine(),
    '',
    `**Active members per 2-core node: ${figure}** (${goal}); ${verdict}`,
    '',
    heldLine(f.steps),
    ...(costs ? ['', costs] : []),
    '',
    `Each step: its members' sockets connected, ${STEP_S.warm} s at the new load (the first ${STEP_S.firstWarm} s), then measured. Latency p50 / p99 in ms; CPU in % of one core (the machine has ${os.cpus().length * 100} %): the app's processes / PostgreSQL / Redis / the simulated members / everything else on the machine; machine: all cores busy together.`,
    '',
    '| active members | requests/s | pages p50 / p99 | API p50 / p99 | chat send → receive p50 / p99 | errors | CPU app / PostgreSQL / Redis / bench / other | machine | held |',
    '|---|---|---|---|---|---|---|---|---|',
    ...f.steps.map(stepRow),
    ...detail('The last step that held', held),
    ...detail('The first that did not', failed),
    ...failures,
    '',
    `The simulated members' event-loop delay p99 per step: ${f.steps.map((step) => `${ms(step.benchLoopDelayP99)} ms`).join(', ')}.`,
    ...remeasured(f.steps),
  ].join('\n');
}
