import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { pick } from '#server/boot/seed/random';
import { newCounts, type DeliveryTracker } from './chat-phases';
import { act, type ActionContext } from './capacity-actions';
import type { CpuShares } from './capacity-cpu';
import { nextGapMs, PER_MEMBER_RATE, pickKind } from './capacity-model';
import { StepRecord } from './capacity-record';
import type { CapacityMember } from './capacity-seed';

/** How long the parts of a step last, in seconds. */
export const STEP_S = {
  /** At the step's load before measuring: the new members' first pages, the pools growing. */
  warm: 5,
  /** The first step's warm-up: the app's code is still cold (lazy page modules, the JIT). */
  firstWarm: 15,
  measured: 20,
  /** After the schedule, what is still unanswered this long after it counts as failed. */
  drain: 15,
  /** Messages accepted but not on the partner's socket this long after the step are lost. */
  delivery: 5,
};

export interface StepResult {
  members: number;
  seconds: number;
  /** Actions per second the schedule issued in the measured part. */
  actionsPerSecond: number;
  record: StepRecord;
  cpu: CpuShares;
  /** The simulated members' own event-loop delay p99 (ms): when it grows, the bench is the limit. */
  benchLoopDelayP99: number;
  /** What the step's first window broke, when a second window at the same load held and stands for the step. */
  firstWindow?: string;
}

export interface StepDeps {
  ctx: ActionContext;
  tracker: DeliveryTracker;
  /** Starts counting CPU; the function it returns gives each part's share since. */
  cpu(): Promise<() => Promise<CpuShares>>;
  /** Sockets the server closed so far. */
  dropped(): number;
}

/**
 * Open loop: the members' actions arrive as one Poisson process of members × the model's rate
 * (the sum of each member's), whatever the server answers: a slow answer does not slow the
 * members down. Returns once the schedule has ended; `inFlight` holds what is still unanswered.
 */
async function schedule(
  deps: StepDeps,
  active: readonly CapacityMember[],
  seconds: number,
  record: StepRecord | undefined,
  inFlight: Set<Promise<void>>,
): Promise<number> {
  const { ctx } = deps;
  const rate = active.length * PER_MEMBER_RATE;
  const scratch = newCounts();
  const start = performance.now();
  const end = start + seconds * 1000;
  let due = start + nextGapMs(ctx.random, rate);
  let issued = 0;
  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      const now = performance.now();
      for (; due <= now && due < end; due += nextGapMs(ctx.random, rate)) {
        const member = pick(ctx.random, active);
        const action = act(ctx, pickKind(ctx.random), member, record, scratch).catch((error: unknown) => record?.fail('bench', 'api', String(error)));
        const tracked = action.then(() => {
          inFlight.delete(tracked);
        });
        inFlight.add(tracked);
        issued += 1;
      }
      if (due >= end) {
        clearInterval(tick);
        resolve();
      }
    }, 1);
  });
  return issued;
}

/** One step: `warmS` at the new number of members unmeasured, then `measureS` measured, then the stragglers. */
export async function runStep(deps: StepDeps, active: readonly CapacityMember[], warmS: number, measureS: number): Promise<StepResult> {
  const record = new StepRecord();
  const inFlight = new Set<Promise<void>>();
  const lostBefore = deps.tracker.lost;
  const droppedBefore = deps.dropped();
  await schedule(deps, active, warmS, undefined, inFlight);
  const cpuSince = await deps.cpu();
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  const issued = await schedule(deps, active, measureS, record, inFlight);
  const cpu = await cpuSince();
  loopDelay.disable();
  const drained = await Promise.race([Promise.all(inFlight).then(() => true), sleep(STEP_S.drain * 1000).then(() => false)]);
  if (!drained) record.fail('bench', 'api', `${inFlight.size} actions still unanswered ${STEP_S.drain} s after the step`);
  await deps.tracker.settle(STEP_S.delivery * 1000);
  record.lost = deps.tracker.lost - lostBefore;
  record.dropped = deps.dropped() - droppedBefore;
  if (record.chat.firstFailure) record.note(`POST /api/chat.php: ${record.chat.firstFailure}`);
  if (record.lost) record.note(`${record.lost} accepted messages not on the partner's socket ${STEP_S.delivery} s after the step`);
  if (record.dropped) record.note(`${record.dropped} live sockets closed by the server`);
  return { members: active.length, seconds: measureS, actionsPerSecond: issued / measureS, record, cpu, benchLoopDelayP99: loopDelay.percentile(99) / 1e6 };
}
