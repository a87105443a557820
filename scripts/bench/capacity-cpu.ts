import fs from 'node:fs';
import type pg from 'pg';
import { CpuOfGroup, MachineCpu } from './proc';

/** CPU of one step in percent of one core (machine: every core together = 100 %). */
export interface CpuShares {
  /** The app's primary and its workers. */
  app: number;
  /** PostgreSQL's processes but the backends of other databases on the same server. */
  postgres: number;
  redis: number;
  /** This process: the simulated members. */
  bench: number;
  machine: number;
}

interface Proc {
  pid: number;
  ppid: number;
  comm: string;
  uid: number;
}

function processes(): Proc[] {
  const found: Proc[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const uid = Number(/^Uid:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${name}/status`, 'utf8'))?.[1]);
      found.push({ pid: Number(name), ppid, comm, uid });
    } catch {
      // gone between the listing and the read
    }
  }
  return found;
}

/** The uid of user postgres, from /etc/passwd; without one, PostgreSQL's processes are told by name. */
const POSTGRES_UID = (() => {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  return line ? Number(line.split(':')[2]) : undefined;
})();

/** The app's processes: the primary and everything below it (its workers). */
function appPids(all: Proc[], primary: number): number[] {
  const pids = new Set([primary]);
  for (let grew = true; grew;) {
    grew = false;
    for (const proc of all)
      if (pids.has(proc.ppid) && !pids.has(proc.pid)) {
        pids.add(proc.pid);
        grew = true;
      }
  }
  return [...pids];
}

/** Backends that serve other databases (other people's tests on the same server), left out. */
async function otherDatabases(admin: pg.Client): Promise<Set<number>> {
  const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname is not null and datname <> current_database()');
  return new Set(rows.map((row) => row.pid));
}

async function groups(admin: pg.Client, primary: number): Promise<{ app: number[]; postgres: number[]; redis: number[] }> {
  const all = processes();
  const others = await otherDatabases(admin);
  const isPostgres = (proc: Proc) => (POSTGRES_UID === undefined ? proc.comm === 'postgres' : proc.uid === POSTGRES_UID);
  return {
    app: appPids(all, primary),
    postgres: all.filter((proc) => isPostgres(proc) && !others.has(proc.pid)).map((proc) => proc.pid),
    redis: all.filter((proc) => proc.comm.startsWith('redis-server')).map((proc) => proc.pid),
  };
}

/** Starts counting CPU from /proc/<pid>/stat; the returned function gives each part's share since. */
export async function cpuFrom(admin: pg.Client, primary: number): Promise<() => Promise<CpuShares>> {
  const start = await groups(admin, primary);
  const app = new CpuOfGroup(start.app);
  const postgres = new CpuOfGroup(start.postgres);
  const redis = new CpuOfGroup(start.redis);
  const machine = new MachineCpu();
  const bench = process.cpuUsage();
  const startedAt = performance.now();
  return async () => {
    const now = await groups(admin, primary);
    const used = process.cpuUsage(bench);
    return {
      app: app.percentNow(now.app),
      postgres: postgres.percentNow(now.postgres),
      redis: redis.percentNow(now.redis),
      bench: ((used.user + used.system) / 1000 / (performance.now() - startedAt)) * 100,
      machine: machine.percentNow(),
    };
  };
}
