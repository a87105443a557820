import net from 'node:net';

/**
 * A loopback TCP proxy in front of a real server (PostgreSQL, Redis, SMTP) that a fault test cuts
 * and restores: the dependency "restarts" or "fails over" for our process while the machine's
 * shared server, which other test files use at the same time, runs on untouched.
 */
export interface TcpProxy {
  /** The loopback port to give the process under test instead of the server's. */
  port: number;
  /** Every open connection reset at once, and new ones refused (nothing listens) until restore(). */
  cut(): Promise<void>;
  /** Accepts and forwards connections again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

function listen(server: net.Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as net.AddressInfo).port);
    });
  });
}

function closed(server: net.Server): Promise<void> {
  return new Promise((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
}

/** Forwards 127.0.0.1:<a free port> to `target` (host:port). */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    // A reset is what the test asked for: neither side's error is a failure of the proxy.
    socket.on('error', () => socket.destroy());
  };
  const accept = (client: net.Socket) => {
    const upstream = net.connect(target.port, target.host);
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  };
  let server = net.createServer(accept);
  const port = await listen(server, 0);
  return {
    port,
    async cut() {
      const stopped = closed(server);
      for (const socket of sockets) socket.resetAndDestroy();
      await stopped;
    },
    async restore() {
      server = net.createServer(accept);
      await listen(server, port);
    },
    async close() {
      const stopped = closed(server);
      for (const socket of sockets) socket.destroy();
      await stopped;
    },
  };
}
