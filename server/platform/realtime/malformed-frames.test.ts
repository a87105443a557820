import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { listenLikeProduction } from '#tests/support/listening';
import { openSocket, until } from '#tests/support/live-client';
import { createMember } from '#tests/support/members';
import { closePayload, frame, rawWebSocket } from '#tests/support/raw-websocket';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { users } from '../db/schema';
import { AUTHENTICATION_REQUIRED } from '#server/web/http/live-hub';
import { POLICY_VIOLATION } from '#server/web/http/socket-guard';

const HOST = 'flirtlocal.localhost';
const ORIGIN = { Host: HOST, Origin: `http://${HOST}` };
const TOO_BIG = 1009;
const INVALID_UTF8 = 1007;
const PROTOCOL_ERROR = 1002;

/** Every class of malformed input a client can put on the socket, and the close code it earns. */
const MALFORMED: { name: string; bytes: () => Buffer; code: number }[] = [
  { name: 'a text frame over maxPayload', bytes: () => frame(0x1, Buffer.alloc(5000, 0x61)), code: TOO_BIG },
  { name: 'a text frame of invalid UTF-8', bytes: () => frame(0x1, Buffer.from([0x7b, 0xff, 0xfe, 0x7d])), code: INVALID_UTF8 },
  { name: 'a frame with the reserved opcode 0x3', bytes: () => frame(0x3, 'x'), code: PROTOCOL_ERROR },
  { name: 'a frame with RSV bits set', bytes: () => frame(0x1, '{}', { rsv: 0b011 }), code: PROTOCOL_ERROR },
  { name: 'an unmasked client frame', bytes: () => frame(0x1, '{}', { mask: false }), code: PROTOCOL_ERROR },
  {
    name: 'a fragmented message that never ends',
    bytes: () =>
      Buffer.concat([frame(0x1, 'a'.repeat(1000), { fin: false }), ...Array.from({ length: 5 }, () => frame(0x0, 'a'.repeat(1000), { fin: false }))]),
    code: TOO_BIG,
  },
  { name: 'a flood of 10,000 pings', bytes: () => Buffer.concat(Array.from({ length: 10_000 }, () => frame(0x9))), code: POLICY_VIOLATION },
  { name: 'a close frame with an invalid code', bytes: () => frame(0x8, closePayload(1005)), code: PROTOCOL_ERROR },
  { name: 'a close frame with an invalid UTF-8 reason', bytes: () => frame(0x8, closePayload(1000, Buffer.from([0xc3, 0x28]))), code: INVALID_UTF8 },
];

describe.each(BACKENDS)('malformed live socket input on $name', (backend) => {
  let t: TestApp;
  let server: Awaited<ReturnType<typeof listenLikeProduction>>;
  let port = 0;
  beforeAll(async () => {
    t = await createTestApp(backend);
    server = await listenLikeProduction(t);
    port = server.port;
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  it('closes each offending socket with its code, and the others keep working', { timeout: 60_000 }, async () => {
    const anna = await createMember(t.app, t.database.db, HOST);
    const ben = await createMember(t.app, t.database.db, HOST);
    const eve = await createMember(t.app, t.database.db, HOST);
    await t.database.db.update(users).set({ credits: 100 }).where(eq(users.id, anna.id));
    const benLive = await openSocket(port, HOST, { Origin: ORIGIN.Origin, Cookie: ben.cookie });

    // Without a cookie the socket is closed at once (4401): what follows the handshake in the
    // same packet is read while it closes, and must not end the process either.
    const visitors = MALFORMED.map(({ bytes }) => rawWebSocket(port, ORIGIN, bytes()));
    // With a session: the socket is up (ready) when the malformed bytes arrive.
    const members = MALFORMED.map(() => rawWebSocket(port, { ...ORIGIN, Cookie: eve.cookie }));
    await until(() => members.every((socket) => socket.messages.some((message) => message.type === 'ready')), 10_000, 'every member socket to be ready');
    MALFORMED.forEach(({ bytes }, index) => members[index]?.write(bytes()));

    await Promise.all([...visitors, ...members].map((socket) => socket.closed));
    expect(visitors.map((socket) => socket.closeCode)).toEqual(MALFORMED.map(() => AUTHENTICATION_REQUIRED));
    expect(visitors.every((socket) => socket.upgraded)).toBe(true);
    const codes = members.map((socket) => socket.closeCode);
    // A socket that floods on after its close frame is cut: its close frame may be lost with it.
    const expected = MALFORMED.map(({ code }, index) => (code === POLICY_VIOLATION && codes[index] === undefined ? undefined : code));
    expect(codes).toEqual(expected);

    const sent = await api(t.app, HOST, anna.cookie).post('/api/chat.php', { profile_id: ben.id, text: 'Still here', client_id: `malformed-${Date.now()}` });
    expect(sent.status).toBe(200);
    await until(() => benLive.events.some((event) => event.type === 'message'), 5000, 'the message to reach Ben');
    expect(benLive.events.find((event) => event.type === 'message')?.payload).toMatchObject({ message: { text: 'Still here' } });
    benLive.ws?.close();
  });
});
