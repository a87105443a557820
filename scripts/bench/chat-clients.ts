import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { SESSION_COOKIE } from '#server/contract/cookies';
import type { BenchMember } from './chat-seed';

const CONNECT_TIMEOUT_MS = 30_000;
/** Handshakes in flight at once: each costs the server a session lookup and a replay query. */
const CONNECT_CONCURRENCY = 100;

/** Called for every `message` event, with the receiving member and when it arrived. */
export type MessageListener = (userId: number, text: string, at: number) => void;

export interface LiveClients {
  /** Sockets the server closed while the bench still used them. */
  dropped(): number;
  close(): void;
}

interface LiveEvent {
  type?: string;
  payload?: { message?: { text?: string } };
}

/** A signed-in browser tab's headers on the site: its Host, its own Origin and the member's session cookie. */
export function memberHeaders(host: string, member: BenchMember): Record<string, string> {
  return { Host: host, Origin: `http://${host}`, Cookie: `${SESSION_COOKIE}=${member.token}` };
}

/** One member's socket, as a browser tab on the site opens it; resolves on the `ready` event. */
function openSocket(port: number, host: string, member: BenchMember, onMessage: MessageListener, onDrop: () => void): Promise<WebSocket> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/live`, { headers: memberHeaders(host, member), perMessageDeflate: false });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`member ${member.id}: no ready event in time`)), CONNECT_TIMEOUT_MS);
    let ready = false;
    const fail = (error: Error) => {
      clearTimeout(timer);
      ws.terminate();
      reject(error);
    };
    ws.on('message', (raw) => {
      const at = performance.now();
      const event = JSON.parse(String(raw)) as LiveEvent;
      if (event.type === 'message' && typeof event.payload?.message?.text === 'string') onMessage(member.id, event.payload.message.text, at);
      else if (event.type === 'ready' && !ready) {
        ready = true;
        clearTimeout(timer);
        resolve(ws);
      }
    });
    ws.on('unexpected-response', (_req, res) => fail(new Error(`member ${member.id}: handshake answered ${res.statusCode}`)));
    ws.on('error', (error) => (ready ? undefined : fail(error)));
    ws.on('close', (code) => (ready ? onDrop() : fail(new Error(`member ${member.id}: closed with ${code} before ready`))));
  });
}

/** Opens every member's socket (CONNECT_CONCURRENCY handshakes at a time) and waits for all `ready`. */
export async function connectMembers(port: number, host: string, members: BenchMember[], onMessage: MessageListener): Promise<LiveClients> {
  const sockets: WebSocket[] = [];
  let dropped = 0;
  let closing = false;
  const onDrop = () => {
    if (!closing) dropped += 1;
  };
  const close = () => {
    closing = true;
    for (const ws of sockets) ws.terminate();
  };
  let next = 0;
  const worker = async () => {
    while (next < members.length) {
      const member = members[next++] as BenchMember;
      sockets.push(await openSocket(port, host, member, onMessage, onDrop));
    }
  };
  try {
    await Promise.all(Array.from({ length: CONNECT_CONCURRENCY }, worker));
  } catch (error) {
    close();
    throw error;
  }
  return { dropped: () => dropped, close };
}

export interface PostResult {
  status: number;
  body: string;
}

export interface ChatPoster {
  /** POST /api/chat.php as `member`, like the site's page does it. */
  send(member: BenchMember, clientId: string, text: string): Promise<PostResult>;
  close(): void;
}

/** Keep-alive HTTP client with the tenant's Host and Origin (fetch may not set Host). */
export function createPoster(port: number, host: string): ChatPoster {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  return {
    send(member, clientId, text) {
      const body = JSON.stringify({ profile_id: member.partner, type: 'text', text, client_id: clientId });
      return new Promise((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            path: '/api/chat.php',
            method: 'POST',
            agent,
            headers: { ...memberHeaders(host, member), 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
          },
          (res) => {
            const parts: Buffer[] = [];
            res.on('data', (part: Buffer) => parts.push(part));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString('utf8') }));
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    },
    close() {
      agent.destroy();
    },
  };
}
