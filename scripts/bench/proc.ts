import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';

/** /proc/<pid>/stat counts CPU time in clock ticks; 100 per second on practically every Linux. */
const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

export interface ProcessSample {
  /** performance.now() when sampled. */
  at: number;
  /** User + system CPU time so far. */
  cpuMs: number;
  rssKb: number;
}

/** CPU time of a process so far, or undefined when it is gone. */
export function cpuMsOf(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

export function sampleProcess(pid: number): ProcessSample {
  const cpuMs = cpuMsOf(pid);
  if (cpuMs === undefined) throw new Error(`process ${pid} is gone`);
  const rss = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return { at: performance.now(), cpuMs, rssKb: Number(rss?.[1] ?? 0) };
}

/** Share of one core used between two samples, in percent. */
export function cpuPercent(from: ProcessSample, to: ProcessSample): number {
  return ((to.cpuMs - from.cpuMs) / (to.at - from.at)) * 100;
}

/** CPU time used by a changing set of processes (PostgreSQL backends come and go with the pool). */
export class CpuOfGroup {
  private readonly start = new Map<number, number>();
  private readonly startedAt = performance.now();

  constructor(pids: number[]) {
    for (const pid of pids) this.start.set(pid, cpuMsOf(pid) ?? 0);
  }

  /** Percent of one core since construction, over the processes alive now. */
  percentNow(pids: number[]): number {
    const used = pids.reduce((sum, pid) => sum + Math.max(0, (cpuMsOf(pid) ?? 0) - (this.start.get(pid) ?? 0)), 0);
    return (used / (performance.now() - this.startedAt)) * 100;
  }
}

/** Busy and total time of all CPUs so far, from the first line of /proc/stat (in ticks). */
function machineTicks(): { busy: number; total: number } {
  const fields = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  // idle and iowait are the 4th and 5th fields.
  return { busy: total - (fields[3] ?? 0) - (fields[4] ?? 0), total };
}

/** How busy the whole machine is (every core together = 100 %), everything on it counted. */
export class MachineCpu {
  private readonly start = machineTicks();

  percentNow(): number {
    const now = machineTicks();
    return ((now.busy - this.start.busy) / Math.max(1, now.total - this.start.total)) * 100;
  }
}
