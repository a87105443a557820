import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { RequestListener } from 'node:http';
import { WebSocket } from 'ws';
import { AUTHENTICATION_REQUIRED, type LiveHub } from '#server/web/http/live-hub';

/** One event as the socket sends it. */
export interface Received {
  id: number;
  type: string;
  payload: Record<string, unknown>;
}

/** A chat message as a 'message' event carries it (server/web/api/chat/routes.ts). */
export interface LiveMessage {
  id: number;
  sender_id: number;
  conversation_id: number;
  text: string;
}

/** Waits for a condition, polling; fails with `what` after `timeoutMs`. */
export async function until(check: () => boolean, timeoutMs = 5000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** An app and its realtime hub on a loopback port; the server side of every live socket can be cut. */
export interface LiveServer {
  server: http.Server;
  port: number;
  /** Destroys the server's end of every upgraded socket, as a crashed proxy or a network drop would. */
  dropSockets(): number;
  close(): Promise<void>;
}

export function listen(app: RequestListener, hub: LiveHub): Promise<LiveServer> {
  const server = http.createServer(app);
  const upgraded = new Set<Socket>();
  server.on('upgrade', (req, socket: Socket, head) => {
    upgraded.add(socket);
    socket.on('close', () => upgraded.delete(socket));
    hub.handleUpgrade(req, socket, head);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        port: (server.address() as AddressInfo).port,
        dropSockets() {
          const count = upgraded.size;
          for (const socket of upgraded) socket.destroy();
          return count;
        },
        async close() {
          server.closeAllConnections();
          await new Promise((done) => server.close(done));
        },
      }),
    ),
  );
}

/** Opens the socket like a browser on the site would; resolves with the refusal status or the socket. */
/** Opens /api/live like a tab; `last: null` is a freshly loaded page that knows no event id yet. */
export function openSocket(
  port: number,
  host: string,
  headers: Record<string, string>,
  last: number | null = 0,
): Promise<{ ws?: WebSocket; status?: number; closeCode?: number; events: Received[] }> {
  const events: Received[] = [];
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/live${last === null ? '' : `?last=${last}`}`, { headers: { Host: host, ...headers } });
  ws.on('message', (raw) => events.push(JSON.parse(String(raw)) as Received));
  return new Promise((resolve) => {
    ws.on('unexpected-response', (_req, res) => resolve({ status: res.statusCode, events }));
    ws.on('close', (code) => resolve({ closeCode: code, events }));
    ws.on('error', () => resolve({ status: 0, events }));
    const ready = () => (events.some((event) => event.type === 'ready') ? resolve({ ws, events }) : setTimeout(ready, 10));
    ws.on('open', ready);
  });
}

/** How soon the test client reconnects: the browser backs off from 1 s; tests need not wait that long. */
const RECONNECT_MS = 100;

/**
 * A member's tab as client/realtime/live.ts keeps it: one socket that reconnects whenever it
 * closes, sending the highest event id it has seen (?last=), so the server replays what was
 * missed. What the chat shows is modelled on the conversation query: every message once, by id
 * (a refetch or the sender's own insert never shows a message id twice), in id order.
 */
export class LiveClient {
  /** The highest event id seen, as the browser keeps it. */
  lastId = 0;
  /** Every stored event (id > 0) in arrival order, across all connections. */
  readonly events: Received[] = [];
  /** How many 'ready' events arrived, i.e. completed (re)connections. */
  readyCount = 0;
  private readonly shown = new Map<number, Map<number, LiveMessage>>();
  private readonly firstArrival = new Map<number, number[]>();
  private readonly listeners = new Set<(event: Received) => void>();
  private ws: WebSocket | undefined;
  private stopped = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly port: number,
    private readonly host: string,
    private readonly cookie: string,
  ) {}

  /** Connects and waits for the first 'ready'. */
  async start(timeoutMs = 10_000): Promise<void> {
    this.connect();
    await until(() => this.readyCount > 0, timeoutMs, 'the live socket to connect');
  }

  private connect(): void {
    if (this.stopped) return;
    const ws = new WebSocket(`ws://127.0.0.1:${this.port}/api/live?last=${this.lastId}`, {
      headers: { Host: this.host, Origin: `http://${this.host}`, Cookie: this.cookie },
    });
    this.ws = ws;
    ws.on('message', (raw) => this.apply(JSON.parse(String(raw)) as Received));
    // A refused or broken connection ends in 'close' as well; that is where the retry starts.
    ws.on('error', () => undefined);
    ws.on('close', (code) => {
      // As in the browser: a session that ended is no reason to try again.
      if (code === AUTHENTICATION_REQUIRED) this.stopped = true;
      if (this.ws === ws && !this.stopped) this.timer = setTimeout(() => this.connect(), RECONNECT_MS);
    });
  }

  private apply(event: Received): void {
    if (event.type === 'ready') this.readyCount += 1;
    if (event.id > this.lastId) this.lastId = event.id;
    if (event.id > 0) this.events.push(event);
    if (event.type === 'message') this.show(event.payload.message as LiveMessage);
    for (const listener of this.listeners) listener(event);
  }

  private show(message: LiveMessage): void {
    const shown = this.shown.get(message.conversation_id) ?? new Map<number, LiveMessage>();
    this.shown.set(message.conversation_id, shown);
    if (shown.has(message.id)) return;
    shown.set(message.id, message);
    this.firstArrival.set(message.conversation_id, [...(this.firstArrival.get(message.conversation_id) ?? []), message.id]);
  }

  /** Calls `listener` with each event as it arrives, e.g. to strike at an exact moment. */
  onEvent(listener: (event: Received) => void): void {
    this.listeners.add(listener);
  }

  /** The messages the chat shows for a conversation, in id order. */
  messages(conversationId: number): LiveMessage[] {
    return [...(this.shown.get(conversationId)?.values() ?? [])].sort((a, b) => a.id - b.id);
  }

  /** Message ids of a conversation in the order they first arrived. */
  arrivalOrder(conversationId: number): number[] {
    return this.firstArrival.get(conversationId) ?? [];
  }

  /** Ids of stored events that arrived more than once. */
  repeatedEventIds(): number[] {
    const seen = new Set<number>();
    const repeated: number[] = [];
    for (const { id } of this.events) {
      if (seen.has(id)) repeated.push(id);
      seen.add(id);
    }
    return repeated;
  }

  /** Cuts the connection without a closing handshake, as a network drop does; the client reconnects. */
  drop(): void {
    this.ws?.terminate();
  }

  /** Drops the connection and waits until the reconnect with ?last= has replayed and said 'ready'. */
  async resync(timeoutMs = 10_000): Promise<void> {
    const before = this.readyCount;
    this.drop();
    await until(() => this.readyCount > before, timeoutMs, 'the resync to finish');
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.ws?.terminate();
  }
}
