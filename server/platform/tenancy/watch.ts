import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from '../logger';
import { describeProblem, readTenantDir } from './load';
import type { TenantRegistry } from './registry';

/** An editor saves in several writes (truncate, write, rename): the reload waits for the last one. */
const DEBOUNCE_MS = 300;
/** fs.watch misses changes on some mounts (network file systems, some container volumes): a scan catches them. */
const POLL_MS = 2_000;

/** What a reload changed, by tenant id. */
export interface TenantChange {
  /** What started the reload: "files changed", "SIGHUP", "announced" (another process reloaded, see ./announce.ts). */
  reason: string;
  added: string[];
  removed: string[];
  changed: string[];
}

export interface TenantWatcher {
  /** Reads the files now and serves what is valid (SIGHUP). */
  reload(reason: string): void;
  /** Runs after every reload that served the files (server/index.ts seeds a new site's demo content). */
  onReload(listener: (change: TenantChange) => void): void;
  close(): void;
}

/** A folder that is not there (yet, or any more) has no files: the fingerprint says so and changes once it has. */
function jsonNames(folder: string): string[] {
  try {
    return fs
      .readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
}

/** Names, sizes and modification times of the tenant and company files: what the scan compares. */
function fingerprint(dir: string): string {
  const parts: string[] = [];
  for (const folder of [dir, path.join(dir, 'companies')]) {
    for (const name of jsonNames(folder)) {
      try {
        const stat = fs.statSync(path.join(folder, name));
        parts.push(`${folder}/${name}:${stat.size}:${stat.mtimeMs}`);
      } catch {
        parts.push(`${folder}/${name}:gone`);
      }
    }
  }
  return parts.join('|');
}

/**
 * Keeps `registry` in step with the files in `dir`: a change (seen by fs.watch or by the scan)
 * reloads after a short quiet spell; a broken file is logged with its file and field and
 * skipped (the site keeps its last good version, a new site waits), never taking others down.
 */
export function watchTenantFiles({ dir, registry, logger }: { dir: string; registry: TenantRegistry; logger: Logger }): TenantWatcher {
  let seen = fingerprint(dir);
  let timer: NodeJS.Timeout | undefined;
  const listeners: ((change: TenantChange) => void)[] = [];

  const readAndServe = (reason: string) => {
    seen = fingerprint(dir);
    const before = new Map(registry.tenants.map((tenant) => [tenant.id, JSON.stringify(tenant)]));
    const reading = readTenantDir(dir, registry.files);
    for (const problem of reading.problems) {
      const effect = {
        'kept-last-good': 'the site keeps its last good version',
        skipped: 'the file is not served',
        'entry-ignored': 'the site is served without that entry',
        'reload-refused': 'nothing reloaded',
        'setting-ignored': 'the site is served without that console setting',
      }[problem.outcome];
      logger.error({ file: problem.file, field: problem.field, outcome: problem.outcome }, `tenant file problem: ${describeProblem(problem)} (${effect})`);
    }
    if (reading.refused) {
      registry.report(reading.problems);
      return;
    }
    try {
      registry.replace(reading.files, reading.problems);
    } catch (error) {
      registry.report(reading.problems);
      throw error;
    }
    const after = new Map(registry.tenants.map((tenant) => [tenant.id, JSON.stringify(tenant)]));
    const added = [...after.keys()].filter((id) => !before.has(id));
    const removed = [...before.keys()].filter((id) => !after.has(id));
    const changed = [...after.keys()].filter((id) => before.has(id) && before.get(id) !== after.get(id));
    logger.info({ reason, added, removed, changed, problems: reading.problems.length }, 'tenant files reloaded');
    for (const listener of listeners) listener({ reason, added, removed, changed });
  };

  // Runs from timers and signal handlers: whatever goes wrong is logged, the sites serve on.
  const reload = (reason: string) => {
    try {
      readAndServe(reason);
    } catch (error) {
      logger.error({ err: error, reason }, 'tenant reload failed; the sites keep their last good version');
    }
  };

  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => reload('files changed'), DEBOUNCE_MS);
    timer.unref();
  };

  const watchers: fs.FSWatcher[] = [];
  for (const folder of [dir, path.join(dir, 'companies')]) {
    try {
      const watcher = fs.watch(folder, schedule);
      // Neither the watch nor the scan keeps a process alive that is otherwise done.
      watcher.unref();
      watcher.on('error', (error) => logger.warn({ err: error, folder }, 'watching tenant files failed; the scan still sees changes'));
      watchers.push(watcher);
    } catch (error) {
      logger.warn({ err: error, folder }, 'cannot watch tenant files; changes are seen by the scan');
    }
  }
  const poll = setInterval(() => {
    if (fingerprint(dir) !== seen) schedule();
  }, POLL_MS);
  poll.unref();

  return {
    reload,
    onReload: (listener) => listeners.push(listener),
    close() {
      clearTimeout(timer);
      clearInterval(poll);
      for (const watcher of watchers) watcher.close();
    },
  };
}
