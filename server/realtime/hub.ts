import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { parse as parseCookies } from 'cookie';
import { and, eq, or } from 'drizzle-orm';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Db } from '../db/client';
import { conversations } from '../db/schema';
import { findSessionUser } from '../domain/accounts/sessions';
import { SESSION_COOKIE } from '../http/session';
import type { Logger } from '../logger';
import type { TenantRegistry } from '../tenancy/registry';
import type { EventBus, LiveEvent } from './bus';
import { missedEvents } from './events';

const PATH = '/api/live';
const HEARTBEAT_MS = 30_000;
/** Close code for a socket without a valid session of this site. */
export const AUTHENTICATION_REQUIRED = 4401;

export interface LiveHub {
  /** Takes the upgrade when it is for /api/live; other upgrades (Vite's HMR) are left alone. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  close(): Promise<void>;
}

function send(ws: WebSocket, event: Pick<LiveEvent, 'id' | 'type' | 'payload'>): void {
  if (ws.readyState === ws.OPEN) ws.send(JSON.stringify({ id: event.id, type: event.type, payload: event.payload }));
}

/**
 * The realtime socket (DESIGN §5): same server, Origin-checked, authenticated by the session
 * cookie of the request's tenant. On connect the client's last event id replays what it missed;
 * live events arrive through the bus, so every process reaches its own sockets.
 */
export function createLiveHub({ db, tenants, bus, logger, now }: { db: Db; tenants: TenantRegistry; bus: EventBus; logger: Logger; now(): Date }): LiveHub {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  const sockets = new Map<number, Set<WebSocket>>();
  const alive = new WeakSet<WebSocket>();

  const unsubscribe = bus.subscribe((event) => {
    for (const ws of sockets.get(event.userId) ?? []) send(ws, event);
  });
  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.has(ws)) ws.terminate();
      alive.delete(ws);
      ws.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  async function relayTyping(userId: number, conversationId: number): Promise<void> {
    const [conversation] = await db
      .select()
      .from(conversations)
      .where(and(eq(conversations.id, conversationId), or(eq(conversations.memberA, userId), eq(conversations.memberB, userId))))
      .limit(1);
    if (!conversation) return;
    const other = conversation.memberA === userId ? conversation.memberB : conversation.memberA;
    // Typing is fleeting: not stored, not replayed (id 0).
    await bus.publish({ id: 0, userId: other, type: 'typing', payload: { conversation_id: conversationId } });
  }

  async function connect(ws: WebSocket, userId: number, lastId: number): Promise<void> {
    const buffered: LiveEvent[] = [];
    const own = sockets.get(userId) ?? new Set<WebSocket>();
    sockets.set(userId, own);
    // Live events that arrive during the replay wait here, so nothing is lost or sent twice.
    const hold = (event: LiveEvent) => event.userId === userId && buffered.push(event);
    const stopHolding = bus.subscribe(hold);
    const missed = await missedEvents(db, userId, lastId);
    for (const event of missed) send(ws, event);
    const replayedUpTo = missed.at(-1)?.id ?? lastId;
    stopHolding();
    for (const event of buffered) if (event.id === 0 || event.id > replayedUpTo) send(ws, event);
    own.add(ws);
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
    ws.on('close', () => {
      own.delete(ws);
      if (!own.size) sockets.delete(userId);
    });
    send(ws, { id: 0, type: 'ready', payload: { last_id: replayedUpTo } });
  }

  return {
    handleUpgrade(req, socket, head) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname !== PATH) return false;
      const refuse = (status: string) => {
        socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
        socket.destroy();
      };
      const site = tenants.resolve(req.headers.host);
      const origin = req.headers.origin;
      if (!site || !origin || !URL.canParse(origin) || new URL(origin).host !== req.headers.host) {
        refuse('403 Forbidden');
        return true;
      }
      const token = parseCookies(req.headers.cookie ?? '')[SESSION_COOKIE];
      const lastId = Number(url.searchParams.get('last')) || 0;
      (token ? findSessionUser(db, token, site.tenant.id, now()) : Promise.resolve(undefined))
        .then((user) => {
          wss.handleUpgrade(req, socket, head, (ws) => {
            // A session that ended elsewhere is normal (logout, password reset): say so in-band,
            // so the page logs out instead of the browser reporting a failed handshake.
            if (!user) return ws.close(AUTHENTICATION_REQUIRED, 'authentication_required');
            connect(ws, user.id, lastId).catch((error: unknown) => {
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
      unsubscribe();
      // Terminate rather than close: clients reconnect and resync from their last id anyway.
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
