import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, like } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCliDatabase } from './cli-connection';
import { openDatabase, type Database } from './client';
import { claimLocalSocket, DataDirInUseError, SOCKET_PORT, socketAnswers, socketDir, socketPath } from './local-socket';
import { complaints } from './schema';

/**
 * The server's PGlite lent over DATA_DIR's socket, in one process (the server processes and the
 * CLI scripts are in cli-connection.test.ts): the server's own transactions and a CLI's go on
 * side by side without seeing each other's half-done work.
 */
describe('the database socket of a process holding PGlite’s files', () => {
  let dataDir: string;
  let server: Database;

  const connect = async () => {
    const client = new pg.Client({ host: socketDir(dataDir), port: SOCKET_PORT, user: 'postgres', database: 'postgres' });
    // A client whose socket is cut below reports it here instead of ending the test process.
    client.on('error', () => undefined);
    await client.connect();
    return client;
  };
  const fileComplaint = (text: string) => ({ tenantId: 'flirtlocal', reason: 'other' as const, text, reporterEmail: 'visitor@example.org' });
  const stored = async (pattern: string) => (await server.db.select({ n: count() }).from(complaints).where(like(complaints.text, pattern)))[0]?.n ?? 0;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'socket-data-'));
    server = await openDatabase({ dataDir });
    await server.migrate();
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is reachable by this machine’s user only: the folder 0700, the socket 0600', () => {
    expect(fs.statSync(socketDir(dataDir)).mode & 0o777).toBe(0o700);
    expect(fs.statSync(socketPath(dataDir)).mode & 0o777).toBe(0o600);
  });

  it('runs a CLI’s transactions between the server’s own, neither seeing the other’s uncommitted rows', async () => {
    // The CLI rolls back its even-numbered rows: the server must never see one of them.
    const rolledBack = (text: string) => /^cli \d*[02468]$/.test(text);
    const serverWork = (async () => {
      for (let index = 0; index < 40; index += 1) {
        await server.db.transaction(async (tx) => {
          await tx.insert(complaints).values(fileComplaint(`server ${index}`));
          // The transaction stays open across a turn of the event loop, as a request's does.
          await new Promise((resolve) => setImmediate(resolve));
          const seen = await tx.select({ text: complaints.text }).from(complaints).where(like(complaints.text, 'cli %'));
          expect(seen.filter((row) => rolledBack(row.text))).toEqual([]);
          const own = await tx
            .select({ n: count() })
            .from(complaints)
            .where(eq(complaints.text, `server ${index}`));
          expect(own[0]?.n).toBe(1);
        });
      }
    })();
    const cliWork = (async () => {
      const client = await connect();
      try {
        for (let index = 0; index < 40; index += 1) {
          await client.query('begin');
          const text = `cli ${index}`;
          await client.query("insert into complaints (tenant_id, reason, text, reporter_email) values ('flirtlocal', 'other', $1, 'cli@example.org')", [text]);
          const { rows } = await client.query<{ n: number }>('select count(*)::int as n from complaints where text = $1', [text]);
          expect(rows[0]?.n).toBe(1);
          await client.query(rolledBack(text) ? 'rollback' : 'commit');
        }
      } finally {
        await client.end();
      }
    })();
    await Promise.all([serverWork, cliWork]);
    expect(await stored('server %')).toBe(40);
    expect(await stored('cli %')).toBe(20);
  });

  it('rolls back what a CLI that died mid-transaction left, and the server goes on', async () => {
    const client = await connect();
    await client.query('begin');
    await client.query(
      "insert into complaints (tenant_id, reason, text, reporter_email) values ('flirtlocal', 'other', 'from a killed CLI', 'cli@example.org')",
    );
    // What a killed CLI process leaves: its end of the socket closed, no COMMIT, no goodbye.
    (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    await server.db.insert(complaints).values(fileComplaint('after the killed CLI'));
    expect(await stored('from a killed CLI')).toBe(0);
    expect(await stored('after the killed CLI')).toBe(1);
  });

  it('answers an error to a bad query and the next query after it', async () => {
    const client = await connect();
    try {
      await expect(client.query('select * from no_such_table where id = $1', [1])).rejects.toThrow(/no_such_table/);
      const { rows } = await client.query<{ n: number }>("select count(*)::int as n from complaints where text = 'after the killed CLI'");
      expect(rows[0]?.n).toBe(1);
    } finally {
      await client.end();
    }
    // The client's goodbye (Terminate) ended its connection, not PGlite's backend.
    expect(await server.db.select({ id: complaints.id }).from(complaints).where(eq(complaints.text, 'after the killed CLI'))).toHaveLength(1);
  });

  it('serves another server process’s pool: the same statement on several of its connections at once, again and again', async () => {
    // As a second server of the deployment joins (tests/e2e/console-site-settings.spec.ts): a pool
    // of its own over the socket, whose connections all share PGlite's one session.
    const second = await openDatabase({ url: `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(socketDir(dataDir))}` });
    try {
      await second.db.insert(complaints).values(fileComplaint('seen by the second server'));
      const counts = await Promise.all(
        Array.from({ length: 12 }, () =>
          second.db.transaction(async (tx) => (await tx.select({ n: count() }).from(complaints).where(eq(complaints.text, 'seen by the second server')))[0]?.n),
        ),
      );
      expect(counts).toEqual(Array.from({ length: 12 }, () => 1));
      expect(second.pool().total).toBeGreaterThan(1);
    } finally {
      await second.close();
    }
  });

  it('keeps a second process off the files: opening them is refused, a CLI goes through the socket', async () => {
    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirInUseError);
    const cli = await openCliDatabase({ dataDir });
    try {
      expect(cli.via).toBe('socket');
      await cli.db.insert(complaints).values(fileComplaint('through the CLI module'));
    } finally {
      await cli.close();
    }
    expect(await stored('through the CLI module')).toBe(1);
  });
});

describe('the database socket when the process closes PGlite', () => {
  it('rolls back a CLI’s open transaction, removes the socket file, and leaves the files to the next process', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'socket-data-'));
    try {
      const first = await openDatabase({ dataDir });
      await first.migrate();
      const client = new pg.Client({ host: socketDir(dataDir), port: SOCKET_PORT, user: 'postgres', database: 'postgres' });
      client.on('error', () => undefined);
      await client.connect();
      await client.query('begin');
      await client.query(
        "insert into complaints (tenant_id, reason, text, reporter_email) values ('flirtlocal', 'other', 'open at shutdown', 'cli@example.org')",
      );
      await first.close();
      expect(fs.existsSync(socketPath(dataDir))).toBe(false);
      expect(await socketAnswers(socketPath(dataDir))).toBe(false);

      const cli = await openCliDatabase({ dataDir });
      try {
        expect(cli.via).toBe('files');
        expect(await cli.db.select().from(complaints).where(eq(complaints.text, 'open at shutdown'))).toEqual([]);
      } finally {
        await cli.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the database socket and a CLI that stalls', () => {
  it('waits with early clients until PGlite is open, and cuts off one that sits inside a transaction so the server goes on', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'socket-data-'));
    const socket = await claimLocalSocket(dataDir, { onError: () => undefined, idleInTransactionMs: 300 });
    const pglite = new PGlite();
    try {
      const client = new pg.Client({ host: socketDir(dataDir), port: SOCKET_PORT, user: 'postgres', database: 'postgres' });
      const ended = new Promise<Error>((resolve) => client.on('error', resolve));
      // Connecting before the database is there: the handshake waits for it.
      const connected = client.connect();
      await pglite.exec('create table notes (text text)');
      socket.serve(pglite);
      await connected;
      await client.query('begin');
      await client.query("insert into notes values ('never committed')");
      // The CLI now sits in its transaction; the server's next query still gets its turn.
      expect((await pglite.query<{ n: number }>('select count(*)::int as n from notes')).rows).toEqual([{ n: 0 }]);
      expect((await ended).message).toMatch(/terminated|closed|ended/i);
    } finally {
      await socket.close();
      await pglite.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
