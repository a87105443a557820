import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ChatPoster } from './chat-clients';
import type { BenchMember } from './chat-seed';

/** The server's limit is 20 messages per member per minute (server/platform/security/rate-limits.ts). */
const LIMIT_PER_WINDOW = 20;
/**
 * Counted over a sliding window well beyond the limiter's fixed 60 s: an overloaded server may
 * count a send seconds after it was issued. 2,000 members still allow far more than it can do.
 */
const WINDOW_MS = 75_000;

export function percentile(sorted: readonly number[], q: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number;
}

/** Matches each sent text with its arrival on the receiver's socket. */
export class DeliveryTracker {
  private readonly pending = new Map<string, { receiver: number; issuedAt: number; sample: number[] | undefined }>();
  /** Accepted sends that had not arrived when `settle` gave up on them. */
  lost = 0;

  /** Expects `text` on the receiver's socket; its send-to-receive time (ms) goes into `sample`. */
  expect(text: string, receiver: number, issuedAt: number, sample?: number[]): void {
    this.pending.set(text, { receiver, issuedAt, sample });
  }

  /** A send the server refused is not expected anywhere. */
  cancel(text: string): void {
    this.pending.delete(text);
  }

  /** The sender's own tabs get the message too: only the receiver's socket counts. */
  readonly onMessage = (userId: number, text: string, at: number): void => {
    const entry = this.pending.get(text);
    if (!entry || entry.receiver !== userId) return;
    this.pending.delete(text);
    entry.sample?.push(at - entry.issuedAt);
  };

  /** Waits until everything accepted has arrived; what has not when the time is up is lost. */
  async settle(timeoutMs: number): Promise<void> {
    const deadline = performance.now() + timeoutMs;
    while (this.pending.size && performance.now() < deadline) await sleep(20);
    this.lost += this.pending.size;
    this.pending.clear();
  }
}

/** Keeps every member under the server's per-minute message limit. */
export class SendBudget {
  private readonly sent = new Map<number, number[]>();

  allows(memberId: number, now: number): boolean {
    const times = this.sent.get(memberId) ?? [];
    while (times.length && (times[0] as number) <= now - WINDOW_MS) times.shift();
    return times.length < LIMIT_PER_WINDOW;
  }

  note(memberId: number, now: number): void {
    const times = this.sent.get(memberId) ?? [];
    times.push(now);
    this.sent.set(memberId, times);
  }
}

export interface SendCounts {
  sent: number;
  ok: number;
  non2xx: number;
  errors: number;
  /** POST round trips of accepted sends, in ms. */
  roundTrips: number[];
  /** The first refusal's status and body, to tell what went wrong. */
  firstFailure?: string;
}

export interface PhaseContext {
  poster: ChatPoster;
  tracker: DeliveryTracker;
  budget: SendBudget;
  /** Unique per run, so texts and client ids never repeat. */
  runTag: string;
}

export function newCounts(): SendCounts {
  return { sent: 0, ok: 0, non2xx: 0, errors: 0, roundTrips: [] };
}

/** Numbers every send of the run: part of its text and client id, and the open loop's turn. */
let sequence = 0;

/** Sends one message with a unique text and tracks its delivery; resolves when the POST is answered. */
export async function sendOne(ctx: PhaseContext, member: BenchMember, counts: SendCounts, sample?: number[]): Promise<void> {
  const seq = sequence++;
  const text = `bench ${ctx.runTag} #${seq}`;
  const issuedAt = performance.now();
  ctx.budget.note(member.id, issuedAt);
  ctx.tracker.expect(text, member.partner, issuedAt, sample);
  counts.sent += 1;
  try {
    const res = await ctx.poster.send(member, `${ctx.runTag}-${seq}`, text);
    if (res.status === 200) {
      counts.ok += 1;
      counts.roundTrips.push(performance.now() - issuedAt);
      return;
    }
    counts.non2xx += 1;
    counts.firstFailure ??= `${res.status} ${res.body.slice(0, 200)}`;
  } catch (error) {
    counts.errors += 1;
    counts.firstFailure ??= String(error);
  }
  ctx.tracker.cancel(text);
}

/**
 * Open loop: message k is due at start + k/rate whatever the server does (a slow answer does not
 * slow the schedule down), from senders taken in turn. Resolves when the schedule has ended;
 * `answered` resolves when every POST has its answer.
 */
export async function openLoop(
  ctx: PhaseContext,
  senders: readonly BenchMember[],
  rate: number,
  seconds: number,
  sample?: number[],
): Promise<{ counts: SendCounts; answered: Promise<unknown> }> {
  const counts = newCounts();
  const inFlight: Promise<void>[] = [];
  const total = Math.round(rate * seconds);
  const start = performance.now();
  let issued = 0;
  await new Promise<void>((resolve, reject) => {
    const tick = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
      for (; issued < due; issued += 1) {
        // The global sequence keeps the rotation going from one phase to the next.
        const member = senders[sequence % senders.length] as BenchMember;
        if (!ctx.budget.allows(member.id, performance.now())) {
          clearInterval(tick);
          return reject(new Error('the schedule would exceed the per-member limit: fewer messages per second or more members'));
        }
        inFlight.push(sendOne(ctx, member, counts, sample));
      }
      if (issued >= total) {
        clearInterval(tick);
        resolve();
      }
    }, 1);
  });
  return { counts, answered: Promise.all(inFlight) };
}

/**
 * Closed loop: `concurrency` senders, each sending again as soon as its answer is in, for
 * `seconds`. Members are taken in turn, skipping those at their per-minute limit.
 */
export async function closedLoop(
  ctx: PhaseContext,
  members: readonly BenchMember[],
  concurrency: number,
  seconds: number,
): Promise<{ counts: SendCounts; elapsedMs: number }> {
  const counts = newCounts();
  const start = performance.now();
  const deadline = start + seconds * 1000;
  let cursor = 0;
  const nextMember = (): BenchMember | undefined => {
    for (let tried = 0; tried < members.length; tried += 1) {
      const member = members[cursor++ % members.length] as BenchMember;
      if (ctx.budget.allows(member.id, performance.now())) return member;
    }
    return undefined;
  };
  const worker = async () => {
    while (performance.now() < deadline) {
      const member = nextMember();
      if (member) await sendOne(ctx, member, counts);
      else await sleep(20);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { counts, elapsedMs: performance.now() - start };
}
