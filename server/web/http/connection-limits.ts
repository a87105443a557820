import fs from 'node:fs';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * How long a connection may take to send a complete request head. Browsers send theirs at once;
 * Node's default (60 s, checked every 30 s) let an idle socket hold a file descriptor for over a minute.
 */
export const HEAD_TIMEOUT_MS = 10_000;
/** How often Node looks for connections past HEAD_TIMEOUT_MS (its default, 30 s, would add up to that). */
export const TIMEOUT_CHECK_MS = 1_000;

/** Connections of one process: in all, and from one address (0: no cap per address). */
export interface ConnectionLimits {
  total: number;
  perAddress: number;
}

/** A browser opens at most six connections to a host and one socket per tab: this leaves room for a whole office behind one NAT. */
const DEFAULT_PER_ADDRESS = 500;
/** Where the open-file limit cannot be read: a common soft limit. */
const ASSUMED_OPEN_FILES = 1024;
/** Descriptors kept for everything but client connections: the database and Redis pools, files being served or written, logs. */
const RESERVED_FILES = 256;

/** The process's soft limit of open files (Linux: /proc/self/limits); undefined where it cannot be read or is unlimited. */
export function openFileLimit(): number | undefined {
  try {
    const match = /^Max open files\s+(\d+)/m.exec(fs.readFileSync('/proc/self/limits', 'utf8'));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The caps with their defaults: in all, 90 % of the open files less what the process needs
 * besides (so a flood never leaves it without a descriptor for its own work); per address 500,
 * unless the sockets come from a proxy (TRUST_PROXY): then every visitor shares the proxy's
 * address and the proxy is where a per-visitor cap belongs.
 */
export function connectionLimits(config: { MAX_CONNECTIONS?: number; MAX_CONNECTIONS_PER_ADDRESS?: number; TRUST_PROXY: number }): ConnectionLimits {
  const files = openFileLimit() ?? ASSUMED_OPEN_FILES;
  return {
    total: config.MAX_CONNECTIONS ?? Math.max(64, Math.floor(files * 0.9) - RESERVED_FILES),
    perAddress: config.MAX_CONNECTIONS_PER_ADDRESS ?? (config.TRUST_PROXY > 0 ? 0 : DEFAULT_PER_ADDRESS),
  };
}

/**
 * Applies the caps to a server. Past the total Node closes a new connection as it accepts it;
 * past its address's cap a connection is closed before anything is read from it, so one host
 * holding thousands of idle sockets leaves the others' room untouched. `refused` counts them.
 */
export function limitConnections(server: Server, limits: ConnectionLimits, refused: (reason: 'total' | 'per_address') => void): void {
  server.maxConnections = limits.total;
  server.on('drop', () => refused('total'));
  if (limits.perAddress <= 0) return;
  const open = new Map<string, number>();
  // Before the HTTP server's own listener: a refused socket never gets a parser.
  server.prependListener('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined) return;
    const count = open.get(address) ?? 0;
    if (count >= limits.perAddress) {
      refused('per_address');
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
