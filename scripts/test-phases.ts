import { spawn } from 'node:child_process';

/** One check of npm test: a Node command, started once every phase it comes after has passed. */
export interface Phase {
  name: string;
  /** Arguments to this Node (the runner's own binary, so every phase runs on the repository's Node 24). */
  args: string[];
  after?: string[];
}

export interface PhaseResult {
  name: string;
  /** Milliseconds after the run began; undefined when the phase never started. */
  startedAt?: number;
  tookMs?: number;
  result: 'ok' | 'failed' | 'skipped';
  exitCode?: number;
}

interface RunOptions {
  /** Where a phase's buffered output and the runner's lines go. */
  write(text: string): void;
  env?: NodeJS.ProcessEnv;
}

/** Runs one phase with its output held back, so concurrent phases print whole, one after the other. */
function runBuffered(args: string[], env: NodeJS.ProcessEnv | undefined): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], env: env ?? process.env });
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString('utf8') }));
  });
}

/**
 * Starts every phase as soon as the phases it comes after have passed, at once with the others
 * (the machine's cores are the limit, not the order). A failed phase fails the run: phases not
 * started yet are skipped, the running ones finish so their results show too.
 */
export async function runPhases(phases: Phase[], options: RunOptions): Promise<PhaseResult[]> {
  const began = Date.now();
  const results = new Map<string, PhaseResult>(phases.map((phase) => [phase.name, { name: phase.name, result: 'skipped' }]));
  const done = new Set<string>();
  const running = new Map<string, Promise<void>>();
  let failed = false;

  const startReady = () => {
    for (const phase of phases) {
      if (failed || running.has(phase.name) || done.has(phase.name)) continue;
      if (!(phase.after ?? []).every((name) => done.has(name) && results.get(name)?.result === 'ok')) continue;
      const startedAt = Date.now() - began;
      options.write(`--- ${phase.name}: started at ${seconds(startedAt)}\n`);
      running.set(
        phase.name,
        runBuffered(phase.args, options.env).then(({ code, output }) => {
          const tookMs = Date.now() - began - startedAt;
          const result = code === 0 ? 'ok' : 'failed';
          results.set(phase.name, { name: phase.name, startedAt, tookMs, result, exitCode: code });
          options.write(`\n=== ${phase.name} (${result === 'ok' ? 'ok' : `failed, exit ${code}`} in ${seconds(tookMs)}) ===\n${output}`);
          if (output && !output.endsWith('\n')) options.write('\n');
          if (code !== 0) failed = true;
          running.delete(phase.name);
          done.add(phase.name);
        }),
      );
    }
  };

  startReady();
  while (running.size > 0) {
    await Promise.race(running.values());
    startReady();
  }
  return phases.map((phase) => results.get(phase.name) as PhaseResult);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The closing table: each phase, when it started, how long it took, how it ended. */
export function phaseTable(results: PhaseResult[]): string {
  const header = ['phase', 'started at', 'took', 'result'];
  const rows = results.map((row) => [
    row.name,
    row.startedAt === undefined ? '–' : seconds(row.startedAt),
    row.tookMs === undefined ? '–' : seconds(row.tookMs),
    row.result === 'failed' ? `failed (exit ${row.exitCode})` : row.result,
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)));
  // Names left, times right-aligned so their decimals line up.
  const line = (row: string[]) =>
    row
      .map((cell, column) => (column === 1 || column === 2 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}
