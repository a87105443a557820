import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '#tests/support/backends';
import { listenLikeProduction } from '#tests/support/listening';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import type { ConnectionLimits } from './connection-limits';

const HOST = 'flirtlocal.localhost';
/** Another loopback address (all of 127/8 is loopback on Linux): the flooding host. */
const FLOODER = '127.0.0.2';

/** A socket from `from` that sends nothing (unless told); resolves once connected or closed, whichever comes first. */
function idleSocket(port: number, from: string): Promise<net.Socket> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: from });
    socket.on('error', () => undefined);
    // Reads what the server may answer, so its closing is seen (a paused socket would hold the end unread).
    socket.resume();
    socket.once('connect', () => resolve(socket));
    socket.once('close', () => resolve(socket));
  });
}

/** Resolves once the server has closed the socket (the test's timeout bounds the wait). */
const closed = (socket: net.Socket) => new Promise<void>((resolve) => (socket.destroyed ? resolve() : socket.once('close', () => resolve())));

/** A plain GET from 127.0.0.1 on a connection of its own; resolves with the status line's code. */
function get(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(`GET ${path} HTTP/1.1\r\nHost: ${HOST}\r\nConnection: close\r\n\r\n`));
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve(Number(received.slice(9, 12))));
  });
}

/**
 * What one host's sockets may cost the others: each address holds at most its cap of
 * connections, the process at most its total, and a socket that never completes its head is
 * closed by the server after ~10 s instead of holding a file descriptor for good.
 */
describe('connections', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(BACKENDS[0] as (typeof BACKENDS)[number]);
  });
  afterAll(() => t.close());

  const serve = async (limits: ConnectionLimits) => {
    const refused: string[] = [];
    const server = await listenLikeProduction(t, { limits, refused: (reason) => refused.push(reason) });
    return { ...server, refused };
  };

  it('with 2,000 idle sockets held from one address, a client from another is served', { timeout: 30_000 }, async () => {
    const server = await serve({ total: 5_000, perAddress: 200 });
    const flood: net.Socket[] = [];
    try {
      for (let i = 0; i < 2_000; i += 50) flood.push(...(await Promise.all(Array.from({ length: 50 }, () => idleSocket(server.port, FLOODER)))));
      expect(await get(server.port, '/api/settings.php')).toBe(200);
      expect(await get(server.port, '/healthz')).toBe(200);
      // The flooder keeps its 200; the server closed every one past them as it arrived.
      await Promise.all(flood.slice(200).map(closed));
      expect(flood.filter((socket) => !socket.destroyed)).toHaveLength(200);
      expect(server.refused.filter((reason) => reason === 'per_address')).toHaveLength(1_800);
      // Each closed socket gives its place back: the flooder connects again once the server has seen one close.
      flood.slice(0, 10).forEach((socket) => socket.destroy());
      let again: net.Socket | undefined;
      while (!again) {
        const socket = await idleSocket(server.port, FLOODER);
        flood.push(socket);
        // A request's round trip: by its answer the server has refused the socket or not.
        await get(server.port, '/healthz');
        if (!socket.destroyed) again = socket;
      }
      expect(flood.filter((socket) => !socket.destroyed)).toHaveLength(191);
    } finally {
      flood.forEach((socket) => socket.destroy());
      await server.close();
    }
  });

  it('closes connections past the process’s total as they arrive', { timeout: 30_000 }, async () => {
    const server = await serve({ total: 20, perAddress: 0 });
    const held: net.Socket[] = [];
    try {
      for (let i = 0; i < 30; i += 1) held.push(await idleSocket(server.port, FLOODER));
      await Promise.all(held.slice(20).map(closed));
      expect(held.filter((socket) => !socket.destroyed)).toHaveLength(20);
      expect(server.refused).toEqual(Array.from({ length: 10 }, () => 'total'));
    } finally {
      held.forEach((socket) => socket.destroy());
      await server.close();
    }
  });

  it('closes a socket that sends nothing, or half a head, by itself (408), and goes on serving', { timeout: 30_000 }, async () => {
    const server = await serve({ total: 100, perAddress: 10 });
    try {
      const silent = await idleSocket(server.port, FLOODER);
      const halfHead = await idleSocket(server.port, FLOODER);
      let answered = '';
      halfHead.on('data', (chunk: Buffer) => (answered += chunk.toString()));
      halfHead.write(`GET /api/user.php HTTP/1.1\r\nHost: ${HOST}\r\n`);
      await Promise.all([closed(silent), closed(halfHead)]);
      expect(answered).toMatch(/^HTTP\/1\.1 408 /);
      expect(JSON.parse(answered.slice(answered.indexOf('\r\n\r\n') + 4))).toMatchObject({ error: 'request_timeout' });
      expect(await get(server.port, '/healthz')).toBe(200);
    } finally {
      await server.close();
    }
  });
});
