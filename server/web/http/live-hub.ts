import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type ServerOptions, type WebSocket } from 'ws';
import type { Db } from '#server/platform/db/client';
import { findSessionUser, liveSessionHashes } from '#server/core/domain/accounts/sessions';
import { hashToken } from '#server/core/domain/accounts/tokens';
import { typingRecipient } from '#server/core/domain/chat/read';
import { isOwnOrigin } from './origin-check';
import { SESSION_COOKIE } from '#server/contract/cookies';
import { parseCookieHeader } from './cookies';
import type { Logger } from '#server/platform/logger';
import type { TenantRegistry } from '#server/platform/tenancy/registry';
import type { EventBus, LiveEvent } from '#server/platform/realtime/bus';
import { latestEventId, missedEvents } from '#server/platform/realtime/events';
import { guardSocket, POLICY_VIOLATION } from './socket-guard';
import { trackPresence } from './live-presence';

const PATH = '/api/live';

/**
 * The client's last event id (?last=): null when it knows none, undefined when it is no id at
 * all. Event ids are a bigserial, so 15 digits are as many as a real one will have; anything
 * longer, signed or not a number would fail the replay's query.
 */
export function lastEventId(query: URLSearchParams): number | null | undefined {
  const last = query.get('last');
  if (last === null) return null;
  return /^\d{1,15}$/.test(last) ? Number(last) : undefined;
}
const HEARTBEAT_MS = 30_000;
/** Sockets pinged together, and the pause between such slices (see the heartbeat). */
const PULSE_SLICE = 100;
const PULSE_SPACING_MS = 50;
/** How long a closing socket waits for the peer's close frame (ws waits 30 s by default). */
const CLOSE_TIMEOUT_MS = 5_000;
/** Close code for a socket without a valid session of this site. */
export const AUTHENTICATION_REQUIRED = 4401;

export interface LiveHub {
  /** Takes the upgrade when it is for /api/live; other upgrades (Vite's HMR) are left alone. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Sockets open now with a member's session (the metrics' live_sockets). */
  openSockets(): number;
  close(): Promise<void>;
}

function send(ws: WebSocket, event: Pick<LiveEvent, 'id' | 'type' | 'payload'>): void {
  if (ws.readyState === ws.OPEN) ws.send(JSON.stringify({ id: event.id, type: event.type, payload: event.payload }));
}

/** One open socket: whose it is, the highest event id it was sent, and live events held back while it replays. */
interface Peer {
  userId: number;
  /** The session the socket was opened with: when it ends (logout, password reset), the socket closes. */
  sessionHash: string;
  lastSent: number;
  held: LiveEvent[] | undefined;
  /**
   * Event ids a replay sent, with when: an event stored before the replay read it but published
   * after (Redis adds a round trip) arrives live once more and is skipped. Kept one heartbeat.
   */
  replayed: Map<number, number>;
  /** Replays still to finish; the last one lets the held events through. */
  replaying: number;
  /** The socket's replays run one after the other. */
  replays: Promise<void>;
}

/**
 * The realtime socket (docs/product.md#chat-realtime): same server, Origin-checked, authenticated by the session
 * cookie of the request's tenant. On connect the client's last event id replays what it missed;
 * live events arrive through the bus, so every process reaches its own sockets.
 */
export function createLiveHub({
  db,
  tenants,
  bus,
  logger,
  now,
  heartbeatMs = HEARTBEAT_MS,
}: {
  db: Db;
  tenants: TenantRegistry;
  bus: EventBus;
  logger: Logger;
  now(): Date;
  heartbeatMs?: number;
}): LiveHub {
  // A socket we close (logged out, malformed frames, flooding) is cut when its peer does not
  // complete the closing handshake soon: after a protocol error ws no longer reads its answer.
  // (closeTimeout is ws 8.23's; @types/ws does not list it yet.)
  const options: ServerOptions & { closeTimeout: number } = { noServer: true, maxPayload: 4096, closeTimeout: CLOSE_TIMEOUT_MS };
  const wss = new WebSocketServer(options);
  const sockets = new Map<number, Set<WebSocket>>();
  const peers = new Map<WebSocket, Peer>();
  const alive = new WeakSet<WebSocket>();
  const presence = trackPresence({ db, logger, now, count: (userId) => sockets.get(userId)?.size ?? 0, members: () => [...sockets.keys()] });

  function transmit(ws: WebSocket, peer: Peer, event: LiveEvent): void {
    send(ws, event);
    if (event.id > peer.lastSent) peer.lastSent = event.id;
  }

  const unsubscribe = bus.subscribe((event) => {
    for (const ws of sockets.get(event.userId) ?? []) {
      const peer = peers.get(ws);
      if (!peer || peer.replayed.delete(event.id)) continue;
      if (peer.held) peer.held.push(event);
      else transmit(ws, peer, event);
    }
  });

  /**
   * Sends a socket what is stored for its member after the last event it was sent. Live events
   * that arrive meanwhile wait and follow, except those the replay already had: compared by id,
   * not by "newer than the replay", because an event committed late may carry a lower id. So
   * nothing is lost, sent twice or sent out of order.
   */
  function replay(ws: WebSocket, peer: Peer): Promise<void> {
    peer.held ??= [];
    peer.replaying += 1;
    const run = peer.replays.then(async () => {
      try {
        const missed = await missedEvents(db, peer.userId, peer.lastSent);
        const at = Date.now();
        for (const event of missed) {
          transmit(ws, peer, event);
          peer.replayed.set(event.id, at);
        }
        peer.held = peer.held?.filter((event) => !peer.replayed.delete(event.id));
      } finally {
        peer.replaying -= 1;
      }
      if (peer.replaying) return;
      const held = peer.held ?? [];
      peer.held = undefined;
      for (const event of held) transmit(ws, peer, event);
    });
    peer.replays = run.catch(() => undefined);
    return run;
  }

  /** A socket that cannot be brought up to date is closed: the client reconnects and replays from its last id. */
  function replayOrClose(ws: WebSocket, peer: Peer): void {
    replay(ws, peer).catch((error: unknown) => {
      logger.error({ err: error }, 'live replay failed');
      ws.close(1011);
    });
  }

  // Events published while the bus was cut off (a Redis restart) never reach this process, and an
  // open socket has no reason to reconnect: every socket catches up from the events table instead.
  const stopCatchingUp = bus.onReconnect(() => {
    for (const [ws, peer] of peers) replayOrClose(ws, peer);
  });
  // From the cut on, live events wait for that catch-up: delivered first, a newer one would move
  // the socket's last sent id past the ones the catch-up still has to read.
  const stopHolding = bus.onCutOff(() => {
    for (const peer of peers.values()) peer.held ??= [];
  });

  /** Sockets whose session ended since they opened are told so in-band, like at connect. */
  async function closeEndedSessions(): Promise<void> {
    const open = [...peers];
    const live = await liveSessionHashes(db, [...new Set(open.map(([, peer]) => peer.sessionHash))], now());
    for (const [ws, peer] of open) if (!live.has(peer.sessionHash)) ws.close(AUTHENTICATION_REQUIRED, 'authentication_required');
  }

  function pulse(ws: WebSocket): void {
    if (!alive.has(ws)) ws.terminate();
    alive.delete(ws);
    ws.ping();
    // Browsers answer pings without telling the page: this one lets the page notice a dead line.
    send(ws, { id: 0, type: 'heartbeat', payload: {} });
  }

  const pulseTimers = new Set<ReturnType<typeof setTimeout>>();
  const heartbeat = setInterval(() => {
    // Thousands of sockets at once would stall message delivery for a moment: slices, spread out.
    const clients = [...wss.clients];
    const slices = Math.ceil(clients.length / PULSE_SLICE);
    const spacing = Math.min(PULSE_SPACING_MS, heartbeatMs / 2 / Math.max(1, slices));
    for (let slice = 0; slice < slices; slice += 1) {
      const timer = setTimeout(() => {
        pulseTimers.delete(timer);
        for (const ws of clients.slice(slice * PULSE_SLICE, (slice + 1) * PULSE_SLICE)) if (ws.readyState === ws.OPEN) pulse(ws);
      }, slice * spacing);
      pulseTimers.add(timer);
    }
    closeEndedSessions().catch((error: unknown) => logger.error({ err: error }, 'live session check failed'));
    void presence.refresh();
    // A live copy later than a heartbeat after its replay is not to be expected.
    const expired = Date.now() - heartbeatMs;
    for (const peer of peers.values()) {
      for (const [id, at] of peer.replayed) if (at < expired) peer.replayed.delete(id);
    }
  }, heartbeatMs);
  heartbeat.unref();

  async function relayTyping(userId: number, conversationId: number): Promise<void> {
    const other = await typingRecipient(db, userId, conversationId);
    if (other === null) return;
    // Typing is fleeting: not stored, not replayed (id 0).
    await bus.publish({ id: 0, userId: other, type: 'typing', payload: { conversation_id: conversationId } });
  }

  async function connect(ws: WebSocket, userId: number, sessionHash: string, lastId: number | null): Promise<void> {
    // A page that knows no last id has just loaded its data: it starts from now, not from history.
    const peer: Peer = {
      userId,
      sessionHash,
      lastSent: lastId ?? (await latestEventId(db, userId)),
      held: undefined,
      replayed: new Map(),
      replaying: 0,
      replays: Promise.resolve(),
    };
    const own = sockets.get(userId) ?? new Set<WebSocket>();
    sockets.set(userId, own);
    own.add(ws);
    peers.set(ws, peer);
    const present = presence.changed(userId);
    alive.add(ws);
    ws.on('pong', () => alive.add(ws));
    ws.on('message', (raw) => {
      try {
        const message = JSON.parse(String(raw)) as { type?: string; conversation?: number };
        if (message.type === 'typing' && Number.isSafeInteger(message.conversation)) relayTyping(userId, message.conversation as number).catch(() => undefined);
      } catch {
        // Not JSON: ignored, like any message the protocol does not know.
      }
    });
    // Registered before the replay: a socket that closes during it is forgotten all the same.
    ws.on('close', () => {
      peers.delete(ws);
      own.delete(ws);
      if (!own.size) sockets.delete(userId);
      void presence.changed(userId);
    });
    await replay(ws, peer);
    // Ready means present: from here on no push goes to this member's devices.
    await present;
    send(ws, { id: 0, type: 'ready', payload: { last_id: peer.lastSent } });
  }

  return {
    openSockets: () => peers.size,
    handleUpgrade(req, socket, head) {
      // A request target a URL cannot hold ("http://[") is no upgrade of ours.
      if (!URL.canParse(req.url ?? '/', 'http://localhost')) return false;
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname !== PATH) return false;
      // Node's HTTP server stops listening for the upgraded socket's errors: a reset while the
      // session is looked up would otherwise end the process.
      socket.on('error', () => socket.destroy());
      const refuse = (status: string) => {
        socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
        socket.destroy();
      };
      const site = tenants.resolve(req.headers.host);
      // Browsers always send Origin on a WebSocket handshake: it must name this very host.
      if (!site || !isOwnOrigin(req.headers.origin, req.headers.host)) {
        refuse('403 Forbidden');
        return true;
      }
      const token = parseCookieHeader(req)[SESSION_COOKIE];
      const lastId = lastEventId(url.searchParams);
      (token ? findSessionUser(db, token, site.tenant.id, now()) : Promise.resolve(undefined))
        .then((user) => {
          wss.handleUpgrade(req, socket, head, (ws) => {
            // Before anything else: the socket closed below can still receive malformed frames.
            guardSocket(ws, logger);
            // A session that ended elsewhere is normal (logout, password reset): say so in-band,
            // so the page logs out instead of the browser reporting a failed handshake.
            if (!user) return ws.close(AUTHENTICATION_REQUIRED, 'authentication_required');
            // No client of ours sends such an id: a policy violation, not a failure of ours.
            if (lastId === undefined) return ws.close(POLICY_VIOLATION, 'bad_last');
            connect(ws, user.id, hashToken(token ?? ''), lastId).catch((error: unknown) => {
              logger.error({ err: error }, 'live connection failed');
              ws.close(1011);
            });
          });
        })
        .catch(() => refuse('500 Internal Server Error'));
      return true;
    },
    async close() {
      clearInterval(heartbeat);
      await presence.close();
      for (const timer of pulseTimers) clearTimeout(timer);
      unsubscribe();
      stopCatchingUp();
      stopHolding();
      // Terminate rather than close: clients reconnect and resync from their last id anyway.
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
