import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { ROOT } from '#server/platform/paths';
import { serverBundle } from '#tests/support/bundles';

/** Children of this test file; killed when the tests end, whatever happened. */
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/** A port nobody listens on right now (loopback). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Keeps the tail of a child's output, for the error message when it does not start. */
function collect(child: ChildProcess): () => string {
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => output;
}

function track(child: ChildProcess): void {
  children.add(child);
  child.once('exit', () => children.delete(child));
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface ServerProcess {
  /** SIGKILL: no shutdown code runs, in-flight requests and transactions are cut. */
  kill(): Promise<void>;
  /** SIGTERM: the orderly shutdown of server/index.ts (PGlite is closed cleanly). */
  stop(timeoutMs?: number): Promise<void>;
  /** SIGSTOP / SIGCONT: a process stalled (CPU starved, paused VM) while the world goes on; its sockets stay open. */
  pause(): void;
  resume(): void;
  /** Sends a signal the server handles while it runs on (SIGHUP: reload the tenant files). */
  signal(name: NodeJS.Signals): void;
  /** The tail of what it wrote to stdout and stderr. */
  output(): string;
}

/** The server's environment on top of the defaults below (SMTP_URL, NOTIFICATION_MAIL_DELAY_SECONDS…). */
export interface ServerEnv {
  DATA_DIR: string;
  DATABASE_URL?: string | undefined;
  REDIS_URL?: string | undefined;
  [name: string]: string | undefined;
}

/**
 * Runs server/index.ts, bundled from the sources (tests/support/bundles.ts). NODE_ENV=test boots
 * like development, so nothing else needs building: Vite starts in middleware mode and renders
 * what pages are requested. Resolves once the process accepts connections.
 */
export async function startServer(env: ServerEnv, port: number, timeoutMs = 90_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, [await serverBundle()], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      // Warnings and errors only (kept for the failure message); request logs would just be noise.
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      TENANTS_DIR: path.join(ROOT, 'tenants'),
      ...Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined)),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  track(child);
  const output = collect(child);
  const server: ServerProcess = {
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop(stopTimeoutMs = 20_000) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
      await exited(child);
      clearTimeout(timer);
    },
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    signal: (name) => child.kill(name),
    output,
  };
  // server/index.ts listens once everything is ready (migrated, seeded): an accepted connection says so.
  const deadline = Date.now() + timeoutMs;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      await server.kill();
      throw new Error(`server did not start:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return server;
}

export interface RedisProcess {
  url: string;
  /** SIGKILL, as a crash: every client connection breaks at once. */
  kill(): Promise<void>;
  /** Starts it again on the same port (empty: nothing is persisted). */
  restart(): Promise<void>;
}

/** Whether redis-server can be run here (asked once, when a test file decides what to skip). */
export function hasRedisServer(): boolean {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(500, () => socket.destroy());
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('close', () => resolve(false));
    socket.once('error', () => resolve(false));
  });
}

/** A private, throw-away redis-server on a free loopback port (never the machine's shared one). */
export async function startRedis(): Promise<RedisProcess> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const launch = async () => {
    const started = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    track(started);
    const output = collect(started);
    child = started;
    const deadline = Date.now() + 10_000;
    while (!(await ping(port))) {
      if (started.exitCode !== null || Date.now() > deadline) throw new Error(`redis-server did not start:\n${output()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  await launch();
  return {
    url: `redis://127.0.0.1:${port}`,
    async kill() {
      if (!child) return;
      child.kill('SIGKILL');
      await exited(child);
    },
    restart: launch,
  };
}

/** Kills every child still running (afterAll). */
export async function killChildren(): Promise<void> {
  await Promise.all(
    [...children].map((child) => {
      child.kill('SIGKILL');
      return exited(child);
    }),
  );
}

export interface JsonReply {
  status: number;
  body: Record<string, unknown>;
}

/**
 * One API request as the browser's client sends it (same Host, the client header, the session
 * cookie), on a fresh connection: a pooled socket to a killed process would only add noise.
 * Rejects on network errors (refused, reset, aborted through `signal`, no reply within `timeoutMs`).
 */
export function apiRequest(
  port: number,
  host: string,
  cookie: string,
  method: string,
  urlPath: string,
  body?: object,
  { signal, timeoutMs = 10_000 }: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<JsonReply> {
  return new Promise((resolve, reject) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: urlPath,
        agent: false,
        timeout: timeoutMs,
        signal,
        headers: {
          Host: host,
          'X-Request-Type': 'client',
          Cookie: cookie,
          ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} });
          } catch {
            resolve({ status: res.statusCode ?? 0, body: { raw: text } });
          }
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('request timed out')));
    req.on('error', reject);
    req.end(payload);
  });
}
