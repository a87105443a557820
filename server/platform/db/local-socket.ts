import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * The Unix socket over which the server lends its embedded PGlite to the operator CLIs while it
 * serves (PGlite allows one process). The folder is DATA_DIR/run and the file is named the way
 * PostgreSQL names its sockets, so `pg` (and psql) connect with host = the folder, port 5432.
 */
export const SOCKET_PORT = 5432;

export function socketDir(dataDir: string): string {
  return path.join(dataDir, 'run');
}

export function socketPath(dataDir: string): string {
  return path.join(socketDir(dataDir), `.s.PGSQL.${SOCKET_PORT}`);
}

/** sun_path holds 108 bytes on Linux (104 on macOS) with its terminating zero. */
const MAX_SOCKET_PATH = 103;

/** A client that holds the database inside a transaction but sends nothing for this long is cut off (and rolled back). */
const DEFAULT_IDLE_IN_TRANSACTION_MS = 10_000;

const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;
const PROTOCOL_3 = 196608;
const TERMINATE = 0x58; // 'X'
const READY_FOR_QUERY = 0x5a; // 'Z'
const IDLE = 0x49; // 'I'

/** Whether something accepts connections on the socket (a live server); a stale file from a killed one refuses. */
export function socketAnswers(file: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.connect(file);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

/**
 * Holds both of PGlite's locks (the one its transactions hold and the one each query holds)
 * until released: the server's own queries and transactions wait meanwhile, so a client's
 * extended-protocol exchange or open transaction is never interleaved with the server's.
 */
function lease(client: PGlite): Promise<() => void> {
  return new Promise((acquired, failed) => {
    client._runExclusiveTransaction(() => client._runExclusiveQuery(() => new Promise<void>((release) => acquired(release)))).catch(failed);
  });
}

/** The status of the last ReadyForQuery when the output ends with one; undefined mid-exchange. */
function lastReadyStatus(view: Buffer): number | undefined {
  let offset = 0;
  let status: number | undefined;
  while (offset + 5 <= view.length) {
    const type = view[offset];
    const end = offset + 1 + view.readInt32BE(offset + 1);
    status = type === READY_FOR_QUERY && end <= view.length ? view[offset + 5] : undefined;
    offset = end;
  }
  return status;
}

function simpleQuery(text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`);
  const message = Buffer.alloc(5 + body.length);
  message.write('Q', 0);
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
}

const SYNC = Buffer.from([0x53, 0, 0, 0, 4]);

interface Connection {
  socket: net.Socket;
  buffer: Buffer;
  started: boolean;
  /** The lease while this client is inside an exchange or a transaction. */
  release?: (() => void) | undefined;
  idleTimer?: NodeJS.Timeout | undefined;
  /** The chain of this connection's work: one chunk at a time, in order, the clean-up last. */
  work: Promise<void>;
  /** Settles once the clean-up after the socket closed has run. */
  done: Promise<void>;
}

/** Another live process (the server, or a CLI that opened the files) holds this DATA_DIR's database. */
export class DataDirInUseError extends Error {}

export interface LocalSocket {
  path: string;
  /** Answers the connections (those that came early waited) with this PGlite. */
  serve(client: PGlite): void;
  /** Stops accepting, ends every client (rolling back what it left open) and removes the socket file. */
  close(): Promise<void>;
}

export interface LocalSocketOptions {
  onError: (error: Error) => void;
  idleInTransactionMs?: number;
}

function listen(server: net.Server, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * Claims DATA_DIR's database for this process before it opens PGlite's files (PGlite itself
 * does not stop a second process from opening them), and lends it to others over a Unix socket
 * in DATA_DIR/run (folder 0700, socket 0600): never TCP, so only the machine's user who owns
 * DATA_DIR (who can read PGlite's files anyway) connects. A socket file left by a killed process
 * refuses connections and is replaced; one that answers means another process holds the
 * database: DataDirInUseError.
 */
export async function claimLocalSocket(dataDir: string, options: LocalSocketOptions): Promise<LocalSocket> {
  const file = socketPath(dataDir);
  if (Buffer.byteLength(file) > MAX_SOCKET_PATH) {
    throw new Error(`DATA_DIR is too long for the CLI socket ${file} (at most ${MAX_SOCKET_PATH} bytes): choose a shorter DATA_DIR`);
  }
  fs.mkdirSync(socketDir(dataDir), { recursive: true, mode: 0o700 });
  fs.chmodSync(socketDir(dataDir), 0o700);
  const idleInTransactionMs = options.idleInTransactionMs ?? DEFAULT_IDLE_IN_TRANSACTION_MS;
  const connections = new Set<Connection>();
  let provide = (_client: PGlite) => {};
  let withdraw = (_error: Error) => {};
  const ready = new Promise<PGlite>((resolve, reject) => {
    provide = resolve;
    withdraw = reject;
  });
  // Closed before PGlite opened: the waiting connections end with the error instead.
  ready.catch(() => undefined);

  async function run(connection: Connection, message: Uint8Array): Promise<void> {
    const client = await ready;
    connection.release ??= await lease(client);
    clearTimeout(connection.idleTimer);
    const output = Buffer.from(await client.execProtocolRaw(message));
    if (output.length && !connection.socket.destroyed) connection.socket.write(output);
    if (lastReadyStatus(output) === IDLE) {
      connection.release();
      connection.release = undefined;
    } else {
      connection.idleTimer = setTimeout(() => connection.socket.destroy(), idleInTransactionMs);
    }
  }

  /** Takes whole messages off the buffer: the startup exchange first, then typed messages in batches. */
  async function drain(connection: Connection): Promise<void> {
    while (!connection.started && connection.buffer.length >= 8) {
      const length = connection.buffer.readInt32BE(0);
      const code = connection.buffer.readInt32BE(4);
      if (connection.buffer.length < length) return;
      const packet = connection.buffer.subarray(0, length);
      connection.buffer = connection.buffer.subarray(length);
      if (code === SSL_REQUEST || code === GSS_REQUEST) connection.socket.write('N');
      else if (code === PROTOCOL_3) {
        connection.started = true;
        await run(connection, packet);
      } else {
        // A cancel request (PGlite has no second backend to signal it from) or garbage.
        connection.socket.destroy();
        return;
      }
    }
    if (!connection.started) return;
    let end = 0;
    let terminated = false;
    while (end + 5 <= connection.buffer.length) {
      if (connection.buffer[end] === TERMINATE) {
        terminated = true;
        break;
      }
      const next = end + 1 + connection.buffer.readInt32BE(end + 1);
      if (next > connection.buffer.length) break;
      end = next;
    }
    const batch = connection.buffer.subarray(0, end);
    connection.buffer = connection.buffer.subarray(end);
    if (batch.length) await run(connection, batch);
    // Terminate would end PGlite's single backend: the client's goodbye only closes its socket.
    if (terminated) connection.socket.end();
  }

  /** A client gone mid-exchange or mid-transaction: finish its exchange, roll back, hand the database back. */
  async function cleanUp(connection: Connection): Promise<void> {
    clearTimeout(connection.idleTimer);
    connections.delete(connection);
    const release = connection.release;
    connection.release = undefined;
    if (!release) return;
    try {
      const client = await ready;
      await client.execProtocolRaw(SYNC);
      if (client.isInTransaction()) await client.execProtocolRaw(simpleQuery('ROLLBACK'));
    } finally {
      release();
    }
  }

  const server = net.createServer((socket) => {
    let finished = () => {};
    const done = new Promise<void>((resolve) => (finished = resolve));
    const connection: Connection = { socket, buffer: Buffer.alloc(0), started: false, work: Promise.resolve(), done };
    connections.add(connection);
    const schedule = (step: () => Promise<void>) => {
      connection.work = connection.work.then(step).catch((error: unknown) => {
        options.onError(error instanceof Error ? error : new Error(String(error)));
        socket.destroy();
      });
    };
    socket.on('data', (chunk: Buffer) => {
      connection.buffer = Buffer.concat([connection.buffer, chunk]);
      schedule(() => drain(connection));
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => schedule(() => cleanUp(connection).finally(finished)));
  });
  try {
    await listen(server, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    if (await socketAnswers(file))
      throw new DataDirInUseError(
        `another process (the server, or a CLI) has the embedded database in ${dataDir} open, and PGlite allows one: stop it first (its socket ${file} answers)`,
      );
    fs.rmSync(file, { force: true });
    await listen(server, file);
  }
  fs.chmodSync(file, 0o600);
  server.on('error', options.onError);

  return {
    path: file,
    serve: provide,
    async close() {
      withdraw(new Error('the database was not opened'));
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      const open = [...connections];
      for (const connection of open) connection.socket.destroy();
      await Promise.all(open.map((connection) => connection.done));
      await closed;
      fs.rmSync(file, { force: true });
    },
  };
}
