import fs from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ): 100 on every Linux we run on. */
const TICKS_PER_SECOND = 100;

interface ProcStat {
  pid: number;
  ppid: number;
  uid: number;
  /** User + system time so far, in ticks. */
  ticks: number;
}

function readStat(pid: number): ProcStat | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: the fields start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const uid = fs.statSync(`/proc/${pid}`).uid;
    return { pid, ppid: Number(fields[1]), uid, ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    // the process ended between listing and reading
    return undefined;
  }
}

function allProcesses(): ProcStat[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readStat(Number(name)))
    .filter((stat): stat is ProcStat => stat !== undefined);
}

/** A process and all its descendants (the app's cluster primary and its workers). */
function treeOf(root: number, processes: ProcStat[]): ProcStat[] {
  const found = processes.filter((p) => p.pid === root);
  for (let i = 0; i < found.length; i += 1) {
    const parent = found[i]?.pid;
    found.push(...processes.filter((p) => p.ppid === parent));
  }
  return found;
}

function postgresUid(): number | undefined {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  return line ? Number(line.split(':')[2]) : undefined;
}

export interface CpuSeconds {
  app: number;
  postgres: number;
}

/**
 * CPU seconds used by the app's process tree and by PostgreSQL's processes (the local server's
 * user) between `start()` and the returned function's call: what a request costs on each side,
 * whatever else the machine is doing.
 */
export function startCpuMeter(appPid: number): () => CpuSeconds {
  const pgUid = postgresUid();
  const sample = () => {
    const processes = allProcesses();
    const app = treeOf(appPid, processes).reduce((sum, p) => sum + p.ticks, 0);
    const postgres = processes.filter((p) => p.uid === pgUid).reduce((sum, p) => sum + p.ticks, 0);
    return { app, postgres };
  };
  const before = sample();
  return () => {
    const after = sample();
    return { app: (after.app - before.app) / TICKS_PER_SECOND, postgres: (after.postgres - before.postgres) / TICKS_PER_SECOND };
  };
}
