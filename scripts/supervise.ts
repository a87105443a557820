import { spawn } from 'node:child_process';
import { EXIT_CONFIG } from '#server/platform/config';

export interface SuperviseOptions {
  env?: NodeJS.ProcessEnv;
  /** The first pause before a restart; it doubles with every crash in a row. */
  firstBackoffMs?: number;
  maxBackoffMs?: number;
  /** A child that ran this long was healthy: the next crash starts the backoff over. */
  healthyAfterMs?: number;
  /** Told before each restart (npm start prints it). */
  onRestart?(code: number | null, signal: NodeJS.Signals | null, delayMs: number): void;
}

/**
 * Runs `node <args>` and starts it again whenever it ends by itself with a failure (a crash, an
 * uncaught exception's graceful exit with code 1, a kill by the OOM killer), pausing longer after
 * each crash in a row so a server that cannot start does not spin; a server that stops for its
 * configuration (EXIT_CONFIG) is not started again. SIGINT and SIGTERM go to the
 * child and end the loop: a stop is not a crash. Resolves with the child's last exit code.
 */
export async function supervise(
  args: string[],
  { env = process.env, firstBackoffMs = 1000, maxBackoffMs = 30_000, healthyAfterMs = 60_000, onRestart }: SuperviseOptions = {},
): Promise<number> {
  let stopping = false;
  let backoff = firstBackoffMs;
  for (;;) {
    const child = spawn(process.execPath, args, { stdio: 'inherit', env });
    const forward = (signal: NodeJS.Signals) => {
      stopping = true;
      child.kill(signal);
    };
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    const started = Date.now();
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
      child.on('exit', (exitCode, exitSignal) => resolve([exitCode, exitSignal])),
    );
    process.off('SIGINT', forward);
    process.off('SIGTERM', forward);
    // A configuration error would only repeat itself: the operator has to fix the file first.
    if (stopping || code === 0 || code === EXIT_CONFIG) return code ?? 1;
    if (Date.now() - started >= healthyAfterMs) backoff = firstBackoffMs;
    onRestart?.(code, signal, backoff);
    // A stop asked for during the pause ends the loop instead of restarting.
    const stopped = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        process.off('SIGINT', stop);
        process.off('SIGTERM', stop);
        resolve(false);
      }, backoff);
      const stop = () => {
        clearTimeout(timer);
        resolve(true);
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
    if (stopped) return code ?? 1;
    backoff = Math.min(backoff * 2, maxBackoffMs);
  }
}
