import { newCounts, percentile, type SendCounts } from './chat-phases';

/** What a member waits for on screen: a server-rendered page, or an API answer the app shows. */
export type Group = 'page' | 'api';

interface Requests {
  group: Group;
  latencies: number[];
  failed: number;
}

/** Failures quoted in the report at most, the first of each step. */
const FAILURES_KEPT = 5;

/** Everything one step measured: each request's latency by label, chat's send → receive, failures. */
export class StepRecord {
  readonly requests = new Map<string, Requests>();
  readonly failures: string[] = [];
  readonly chat: SendCounts = newCounts();
  /** Send → the partner's socket has the message, ms. */
  readonly chatLatencies: number[] = [];
  /** Accepted messages that never arrived, and sockets the server closed. */
  lost = 0;
  dropped = 0;

  private entry(label: string, group: Group): Requests {
    let entry = this.requests.get(label);
    if (!entry) {
      entry = { group, latencies: [], failed: 0 };
      this.requests.set(label, entry);
    }
    return entry;
  }

  ok(label: string, group: Group, ms: number): void {
    this.entry(label, group).latencies.push(ms);
  }

  fail(label: string, group: Group, why: string): void {
    this.entry(label, group).failed += 1;
    this.note(`${label}: ${why}`);
  }

  /** Latencies of a group (or of one label), sorted. */
  latencies(group: Group, label?: string): number[] {
    return [...this.requests.entries()]
      .filter(([name, entry]) => entry.group === group && (label === undefined || name === label))
      .flatMap(([, entry]) => entry.latencies)
      .sort((a, b) => a - b);
  }

  /** A failure to quote that is counted elsewhere (lost messages, dropped sockets, a refused send). */
  note(why: string): void {
    if (this.failures.length < FAILURES_KEPT) this.failures.push(why);
  }

  /** Every error of the step: failed requests, refused or failed sends, lost messages, dropped sockets. */
  errors(): number {
    const failed = [...this.requests.values()].reduce((sum, entry) => sum + entry.failed, 0);
    return failed + this.chat.non2xx + this.chat.errors + this.lost + this.dropped;
  }

  requestCount(): number {
    return [...this.requests.values()].reduce((sum, entry) => sum + entry.latencies.length + entry.failed, 0) + this.chat.sent;
  }
}

export const p = (sorted: readonly number[], q: number): number => percentile(sorted, q);
